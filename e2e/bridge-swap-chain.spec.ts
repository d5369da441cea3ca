// Swaps funded from the wallet ("Approve and deposit") on the main instance's sandbox chains: the
// injected wallet sends the approval and the call the quote gives (the periphery's swapAndBridge,
// or a spoke-pool deposit to Base's multicall handler), the swap runs on the sandbox DEX, the
// relayer fills on Base, and balances are read on both chains.
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem';
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
