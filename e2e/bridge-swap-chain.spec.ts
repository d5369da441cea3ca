// Swaps funded from the wallet ("Approve and deposit") on the main instance's sandbox chains: the
// injected wallet sends the approval and the call the quote gives (the periphery's swapAndBridge,
// or a spoke-pool deposit to Base's multicall handler), the swap runs on the sandbox DEX, the
// relayer fills on Base, and balances are read on both chains.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
  parseGwei,
  parseUnits,
  type Address,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { MAIN } from './fixtures/env';
import { USDC } from './fixtures/servers';
import { TestWallet } from './fixtures/wallet';
import { sandboxRpcUrl } from './fixtures/wallet-chain';
import { BridgePage } from './pages/BridgePage';
import { TrackerPage } from './pages/TrackerPage';

const rpc = sandboxRpcUrl(MAIN);
const USDT_ARBITRUM = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const SPOKE_POOL_ARBITRUM = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';

// Swaps on arrival run on Base's pools, which the last journey here moves: the journeys run one
// after another, after every other journey (the chromium-alone project, playwright.config.ts).
base.describe.configure({ mode: 'default' });

/** The wallet fixture, with the sandbox chains behind it (it sends what the page asks). */
const test = base.extend<{ wallet: TestWallet }>({
  wallet: async ({ page }, provide) => {
    const wallet = new TestWallet({ rpcUrl: rpc });
    await wallet.install(page);
    await provide(wallet);
  },
});

const chain = (chainId: number) => createPublicClient({ transport: http(rpc(chainId)) });
const tokenBalance = (chainId: number, token: string, owner: Address) =>
  chain(chainId).readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
const ethBalance = (chainId: number, owner: Address) =>
  chain(chainId).getBalance({ address: owner });

/** The last quote the page received: its exact minimum, which the review shows rounded. */
function lastQuote(page: Page) {
  let quote: { minOutputAmount?: string; nextActions: { kind: string }[] } | undefined;
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !/\/api\/v1\/quotes$/.test(response.url())) {
      return;
    }
    if (response.ok()) quote = await response.json();
  });
  return () => {
    if (!quote) throw new Error('no quote received');
    return quote;
  };
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('USDT on Arbitrum One → ETH on Base by approval + swapAndBridge: the swap runs on chain, delivered', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow(); // two transactions, a swap and a fill, on servers that share two cores
  await fundWallet(42161);
  const before = {
    usdt: await tokenBalance(42161, USDT_ARBITRUM, wallet.address),
    eth: await ethBalance(8453, wallet.address),
  };
  const quote = lastQuote(page);
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDT&toToken=ETH&amount=50&mode=transaction');
  await bridge.connect();
  await expect(bridge.main.getByRole('radio', { name: /Approve and deposit/ })).toBeChecked();
  await bridge.expectQuote(/ETH$/);

  await bridge.action('Review transfer').click();
  const review = bridge.sendReview;
  await expect(review.getByText(/^Transaction 1 of 2: allow /)).toBeVisible();
  await expect(review.getByText(/^Transaction 2 of 2: /)).toBeVisible();
  expect(wallet.sendTransactionCalls).toBe(0);
  await bridge.expectAccessible('Bridge swap by transaction: review');

  await bridge.send('Approve and deposit');
  await expect(page).toHaveURL(/\/transfers\/0x[0-9a-f]{64}$/, { timeout: 30_000 });
  await new TrackerPage(page).expectStatus('Delivered', 60_000);

  const periphery = wallet.sent[1]?.to?.toLowerCase();
  expect(wallet.sent.map((t) => t.to?.toLowerCase())).toEqual([
    USDT_ARBITRUM.toLowerCase(),
    periphery,
  ]);
  expect(periphery).not.toBe(SPOKE_POOL_ARBITRUM.toLowerCase());
  expect(quote().nextActions.map((a) => a.kind)).toEqual([
    'approval',
    'send_transaction',
    'submit_execution',
  ]);
  expect(await tokenBalance(42161, USDT_ARBITRUM, wallet.address)).toBe(
    before.usdt - parseUnits('50', 6),
  );
  const received = (await ethBalance(8453, wallet.address)) - before.eth;
  expect(received).toBeGreaterThanOrEqual(BigInt(quote().minOutputAmount!));
});

test('USDC on Arbitrum One → ETH on Base by approval + deposit to the handler, which swaps on Base', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  const before = {
    usdc: await tokenBalance(42161, USDC[42161], wallet.address),
    eth: await ethBalance(8453, wallet.address),
  };
  const quote = lastQuote(page);
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&toToken=ETH&amount=40&mode=transaction');
  await bridge.connect();
  await expect(bridge.main.getByRole('radio', { name: /Approve and deposit/ })).toBeChecked();
  await bridge.expectQuote(/ETH$/);

  await bridge.action('Review transfer').click();
  await expect(bridge.sendReview.getByText(/^Transaction 1 of 2: allow /)).toBeVisible();
  await bridge.send('Approve and deposit');
  await expect(page).toHaveURL(/\/transfers\/0x[0-9a-f]{64}$/, { timeout: 30_000 });
  await new TrackerPage(page).expectStatus('Delivered', 60_000);

  expect(wallet.sent.map((t) => t.to?.toLowerCase())).toEqual([
    USDC[42161].toLowerCase(),
    SPOKE_POOL_ARBITRUM.toLowerCase(),
  ]);
  expect(await tokenBalance(42161, USDC[42161], wallet.address)).toBe(
    before.usdc - parseUnits('40', 6),
  );
  const received = (await ethBalance(8453, wallet.address)) - before.eth;
  expect(received).toBeGreaterThanOrEqual(BigInt(quote().minOutputAmount!));
});

/** What GET /sandbox/chains says of a chain: its spoke pool and its DEX's router and pairs. */
interface SandboxPair {
  address: Address;
  tokenA: { address: Address };
  tokenB: { address: Address };
}
interface SandboxChain {
  chainId: number;
  spokePool: Address;
  wrappedNativeToken: Address;
  dex: { router: Address; pairs: SandboxPair[] }[];
}

async function sandboxChain(chainId: number): Promise<SandboxChain> {
  const res = await fetch(`${MAIN.serviceURL}/sandbox/chains`);
  const { chains } = (await res.json()) as { chains: SandboxChain[] };
  return chains.find((c) => c.chainId === chainId)!;
}

/** Waits until the relayer's fill to `spokePool` is in the (held) chain's pending block. */
async function pendingFill(chainId: number, spokePool: Address) {
  await expect
    .poll(
      async () => {
        const block = await chain(chainId).getBlock({
          blockTag: 'pending',
          includeTransactions: true,
        });
        return block.transactions.some((t) => t.to?.toLowerCase() === spokePool.toLowerCase());
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
]);
const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
]);

/**
 * Someone ready to buy WETH on every USDC pool of the chain with as much USDC as the pool holds,
 * at a higher tip than the relayer's, so that trades sent while the chain holds mining are mined
 * before the fill: the price the quote's swap on arrival allowed is gone when the handler runs.
 */
async function readyToOutrun(
  sandbox: { setBalance(c: number, t: string, a: string, v: string): Promise<unknown> },
  on: SandboxChain,
  usdc: Address,
) {
  const whale = privateKeyToAccount(generatePrivateKey());
  const pairOf = (...tokens: string[]) =>
    tokens
      .map((t) => t.toLowerCase())
      .sort()
      .join();
  const usdcWeth = pairOf(usdc, on.wrappedNativeToken);
  const isUsdcWeth = (p: SandboxPair) => pairOf(p.tokenA.address, p.tokenB.address) === usdcWeth;
  const pools = on.dex.flatMap((d) =>
    d.pairs.filter(isUsdcWeth).map((p) => ({ router: d.router, pair: p.address })),
  );
  expect(pools.length).toBeGreaterThan(0);
  const reader = chain(on.chainId);
  const read = (pair: Address, functionName: 'token0' | 'token1') =>
    reader.readContract({ address: pair, abi: pairAbi, functionName });
  const trades = await Promise.all(
    pools.map(async ({ router, pair }) => {
      const [r0, r1] = await reader.readContract({
        address: pair,
        abi: pairAbi,
        functionName: 'getReserves',
      });
      const [token0, token1] = [await read(pair, 'token0'), await read(pair, 'token1')];
      const usdcFirst = token0.toLowerCase() === usdc.toLowerCase();
      return { router, amount: usdcFirst ? r0 : r1, weth: usdcFirst ? token1 : token0 };
    }),
  );
  const total = trades.reduce((sum, t) => sum + t.amount, 0n);
  await sandbox.setBalance(
    on.chainId,
    '0x0000000000000000000000000000000000000000',
    whale.address,
    parseUnits('10', 18).toString(),
  );
  await sandbox.setBalance(on.chainId, usdc, whale.address, total.toString());
  const wallet = createWalletClient({ account: whale, transport: http(rpc(on.chainId)) });
  const latest = await reader.getBlock();
  const fees = {
    gas: 300_000n,
    maxPriorityFeePerGas: parseGwei('50'),
    maxFeePerGas: (latest.baseFeePerGas ?? 0n) * 2n + parseGwei('50'),
    chain: null,
  };
  // Funded and approved now, while the chain mines: while it is held only the trades are sent.
  for (const { router, amount } of trades) {
    const hash = await wallet.writeContract({
      ...fees,
      address: usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, amount],
    });
    await reader.waitForTransactionReceipt({ hash });
  }
  let nonce = await reader.getTransactionCount({ address: whale.address });
  return async () => {
    for (const { router, amount, weth } of trades) {
      await wallet.writeContract({
        ...fees,
        nonce: nonce++,
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amount, 0n, [usdc, weth], whale.address, maxUint256],
      });
    }
  };
}

test('a swap on arrival that the price outran pays the bridged USDC to the recipient instead', async ({
  page,
  wallet,
  fundWallet,
  sandbox,
}) => {
  test.slow();
  await fundWallet(42161);
  const baseChain = await sandboxChain(8453);
  const before = {
    usdc: await tokenBalance(8453, USDC[8453], wallet.address),
    eth: await ethBalance(8453, wallet.address),
  };
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&toToken=ETH&amount=40&mode=transaction');
  await bridge.connect();
  await bridge.expectQuote(/ETH$/);
  await bridge.action('Review transfer').click();
  const outrunTheFill = await readyToOutrun(sandbox, baseChain, USDC[8453]);

  // Base's mining is held for a moment (the service's own writes there wait too; no other
  // journey runs meanwhile): the trades wait in its pool, ahead of the fill by time and by tip,
  // and the release mines them first.
  await sandbox.holdMining(8453, true);
  try {
    await outrunTheFill();
    await bridge.send('Approve and deposit');
    await expect(page).toHaveURL(/\/transfers\/0x[0-9a-f]{64}$/, { timeout: 30_000 });
    await pendingFill(8453, baseChain.spokePool);
  } finally {
    await sandbox.holdMining(8453, false);
  }

  await expect(
    page.getByRole('heading', { name: 'The swap after the bridge did not go through' }),
  ).toBeVisible({ timeout: 60_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const transfer = (await (await fetch(`${MAIN.baseURL}/api/v1/transfers/${orderId}`)).json()) as {
    fill: { handler: { succeeded: boolean; recipient: string; token: string; amount: string } };
  };
  expect(transfer.fill.handler).toMatchObject({ succeeded: false, token: USDC[8453] });
  await expect(
    page.getByText(/arrived on Base instead, sent to the fallback recipient/),
  ).toBeVisible();
  // The outcome says the same: USDC arrived, not a sliver of ETH read from the USDC's units.
  await expect(
    page.getByText(/^[\d.]+ USDC arrived at 0x[0-9a-fA-F]{40} on Base\.$/),
  ).toBeVisible();
  await expect(page.getByText(/ETH arrived/)).toHaveCount(0);
  // The bridged USDC arrived as it was, to the base unit; no ETH came.
  expect(await tokenBalance(8453, USDC[8453], wallet.address)).toBe(
    before.usdc + BigInt(transfer.fill.handler.amount),
  );
  expect(await ethBalance(8453, wallet.address)).toBe(before.eth);
});
