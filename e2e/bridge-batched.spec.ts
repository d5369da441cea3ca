// Approve and deposit in one confirmation, on the main instance's sandbox chains: the injected
// wallet says it batches (EIP-5792), the page sends exactly the reviewed calls with
// wallet_sendCalls, and the wallet sends them as real transactions. A wallet without batching
// keeps the sequential path, USDT's reset to zero included.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseUnits,
  type Address,
} from 'viem';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { MAIN } from './fixtures/env';
import { USDC } from './fixtures/servers';
import { TestWallet, type TestWalletOptions } from './fixtures/wallet';
import { sandboxRpcUrl } from './fixtures/wallet-chain';
import { BridgePage } from './pages/BridgePage';
import { TrackerPage } from './pages/TrackerPage';

const rpc = sandboxRpcUrl(MAIN);
const SPOKE_POOL_ARBITRUM = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';
const USDT = {
  42161: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
  10: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
} as const;
/** What a wallet is asked to write; reads (eth_call, capabilities) are not among them. */
const WRITES = ['eth_sendTransaction', 'wallet_sendCalls', 'eth_signTypedData_v4', 'personal_sign'];

/** The wallet fixture on the sandbox chains; this file's wallets batch unless a test says not. */
const test = base.extend<{ wallet: TestWallet; walletOptions: TestWalletOptions }>({
  walletOptions: [{ batching: 'supported' }, { option: true }],
  wallet: async ({ page, walletOptions }, provide) => {
    const wallet = new TestWallet({ rpcUrl: rpc, ...walletOptions });
    await wallet.install(page);
    await provide(wallet);
  },
});

const chain = (chainId: number) => createPublicClient({ transport: http(rpc(chainId)) });
const balanceOf = (chainId: number, token: string, owner: Address) =>
  chain(chainId).readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
const allowanceOf = (chainId: number, token: string, owner: Address) =>
  chain(chainId).readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, SPOKE_POOL_ARBITRUM],
  });
const approveData = (amount: bigint) =>
  encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [SPOKE_POOL_ARBITRUM, amount],
  });
const lower = (a: string | undefined) => a?.toLowerCase();

/** What the quote panel shows as arriving, in base units. */
async function arriving(bridge: BridgePage, decimals: number) {
  return parseUnits((await bridge.quoteOutput.textContent())!.replace(/[^\d.]/g, ''), decimals);
}

const expectTracker = (page: Page) =>
  expect(page).toHaveURL(/\/transfers\/0x[0-9a-f]{64}$/, { timeout: 30_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('USDC Arbitrum → Base with one wallet confirmation: the reviewed approve and deposit, as one batch', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow(); // two transactions and a fill, on servers that share two cores
  await fundWallet(42161);
  const before = {
    arbitrum: await balanceOf(42161, USDC[42161], wallet.address),
    base: await balanceOf(8453, USDC[8453], wallet.address),
  };
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=25&mode=transaction');
  await bridge.connect();
  await bridge.expectQuote(/USDC$/);
  const willArrive = await arriving(bridge, 6);

  await bridge.action('Review transfer').click();
  const review = bridge.sendReview;
  await expect(review.getByText(/^Transaction 1 of 2: allow the bridge contract/)).toBeVisible();
  await expect(review.getByText('Transaction 2 of 2: deposit into the bridge')).toBeVisible();
  await expect(review.getByText('25 USDC', { exact: true })).toHaveCount(2);
  await expect(review.getByText(/^One confirmation\./)).toBeVisible();
  const send = review.getByRole('button', { name: 'Approve and deposit in one step' });
  await expect(send).toBeEnabled();
  // The longer label stays inside the review's column.
  const [button, panel] = [await send.boundingBox(), await review.boundingBox()];
  expect(button!.x + button!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  expect(wallet.confirmations).toBe(0);
  await bridge.expectAccessible('Bridge: batched transaction review');
  await bridge.screenshot('bridge-batched-review-light');

  await send.click();
  await expectTracker(page);
  await new TrackerPage(page).expectStatus('Delivered', 60_000);

  // One confirmation: the batch, with exactly the two reviewed calls, in order, all or nothing.
  expect(wallet.confirmations).toBe(1);
  expect(wallet.sendTransactionCalls).toBe(0);
  expect(wallet.batches).toHaveLength(1);
  const [batch] = wallet.batches;
  expect(batch).toMatchObject({ chainId: 42161, atomicRequired: true, version: '2.0.0' });
  expect(batch!.calls.map((c) => lower(c.to))).toEqual([
    lower(USDC[42161]),
    lower(SPOKE_POOL_ARBITRUM),
  ]);
  expect(batch!.calls[0]!.data).toBe(approveData(25_000_000n));
  expect(batch!.sent).toHaveLength(2);
  // Balances on both chains, to the base unit: what the review said left and arrived.
  expect(await balanceOf(42161, USDC[42161], wallet.address)).toBe(before.arbitrum - 25_000_000n);
  expect(await balanceOf(8453, USDC[8453], wallet.address)).toBe(before.base + willArrive);
  expect(await allowanceOf(42161, USDC[42161], wallet.address)).toBe(0n);
});

test('a tampered quote is refused before the wallet is asked anything, batch or not', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  // From the second quote on, the deposit's recipient (its second 32-byte argument) is changed
  // in the service's answer.
  let tamper = false;
  await page.route('**/api/v1/quotes', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const quote = (await response.json()) as { nextActions: Array<Record<string, unknown>> };
    const send = quote.nextActions.find((a) => a.kind === 'send_transaction')!;
    const tx = send.transaction as { data: string };
    const at = 2 + 8 + 64;
    if (tamper) {
      tx.data = `${tx.data.slice(0, at)}${'0'.repeat(24)}${'22'.repeat(20)}${tx.data.slice(at + 64)}`;
    }
    await route.fulfill({ response, json: quote });
  });
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=25&mode=transaction');
  await bridge.connect();
  await bridge.expectQuote(/USDC$/);
  // The honest quote is offered as one batch...
  await bridge.action('Review transfer').click();
  const batched = bridge.sendReview.getByRole('button', {
    name: 'Approve and deposit in one step',
  });
  await expect(batched).toBeEnabled();
  await bridge.main.getByRole('button', { name: 'Back to the quote' }).click();

  // ...the tampered one is refused, and the wallet is asked nothing for it.
  tamper = true;
  await bridge.typeAmount('26');
  await bridge.expectQuote(/^25\.\d+ USDC$/);
  const asked = wallet.requests.length;
  await bridge.action('Review transfer').click();
  await expect(
    bridge.sendReview.getByText('Ferry refused to ask your wallet to send these transactions'),
  ).toBeVisible();
  await expect(bridge.sendReview.getByRole('button', { name: /one step/ })).toHaveCount(0);
  // Back at the quote, past the review: nothing of it reached the wallet.
  await bridge.main.getByRole('button', { name: 'Back to the quote' }).click();
  await expect(bridge.action('Review transfer')).toBeVisible();
  const since = wallet.requests.slice(asked).map((r) => r.method);
  expect(since.filter((m) => WRITES.includes(m) || m.startsWith('wallet_'))).toEqual([]);
  expect(wallet.confirmations).toBe(0);
  expect(wallet.sendCallsCalls).toBe(0);
  expect(wallet.sent).toEqual([]);
});

test('a wallet that cannot send the batch falls back to two transactions, and says so', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  const before = await balanceOf(42161, USDC[42161], wallet.address);
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=12&mode=transaction');
  await bridge.connect();
  await bridge.expectQuote(/USDC$/);
  await bridge.action('Review transfer').click();
  wallet.failNextBatch(); // 5760: atomicity not supported
  await bridge.sendReview.getByRole('button', { name: 'Approve and deposit in one step' }).click();
  await expect(
    bridge.main.getByText(/^Your wallet could not send the approval and the deposit in one step/),
  ).toBeVisible({ timeout: 15_000 });
  await expectTracker(page);
  expect(wallet.sendCallsCalls).toBe(1);
  expect(wallet.batches).toEqual([]);
  expect(wallet.sent.map((t) => lower(t.to))).toEqual([
    lower(USDC[42161]),
    lower(SPOKE_POOL_ARBITRUM),
  ]);
  expect(await balanceOf(42161, USDC[42161], wallet.address)).toBe(before - 12_000_000n);
});

test.describe('a wallet without batching, and USDT with an allowance already given', () => {
  test.use({ walletOptions: { batching: 'none' } });

  test('resets the allowance to zero, approves, deposits: two approvals, one at a time', async ({
    page,
    wallet,
    fundWallet,
  }) => {
    test.slow();
    await fundWallet(42161);
    // An allowance from an earlier approval, outside the page.
    const own = createWalletClient({ account: wallet.account, transport: http(rpc(42161)) });
    const earlier = await own.sendTransaction({
      chain: null,
      to: USDT[42161],
      data: approveData(1_000_000n),
    });
    await chain(42161).waitForTransactionReceipt({ hash: earlier });
    expect(await allowanceOf(42161, USDT[42161], wallet.address)).toBe(1_000_000n);
    const before = {
      arbitrum: await balanceOf(42161, USDT[42161], wallet.address),
      optimism: await balanceOf(10, USDT[10], wallet.address),
    };
    // The real service puts USDT's approve(spender, 0) before the approval when an allowance is
    // already there (spec §13); the embedded service's versioned quote does not send it yet.
    await page.route('**/api/v1/quotes', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      const quote = (await response.json()) as { nextActions: Array<Record<string, unknown>> };
      const approvals = quote.nextActions.filter((a) => a.kind === 'approval');
      if (approvals.length === 1) {
        const a = approvals[0]!;
        const tx = a.transaction as Record<string, unknown>;
        const reset = {
          ...a,
          id: 'approval-reset',
          amount: '0',
          transaction: { ...tx, data: approveData(0n) },
        };
        quote.nextActions.splice(quote.nextActions.indexOf(a), 0, reset);
      }
      await route.fulfill({ response, json: quote });
    });
    const bridge = new BridgePage(page);
    await bridge.goto('/?from=42161&to=10&token=USDT&amount=10&mode=transaction');
    await bridge.connect();
    await bridge.expectQuote(/USDT$/);
    const willArrive = await arriving(bridge, 6);
    await bridge.action('Review transfer').click();
    await expect(bridge.sendReview.getByText(/^One confirmation\./)).toHaveCount(0);
    await bridge.send('Approve and deposit');
    await expectTracker(page);
    await new TrackerPage(page).expectStatus('Delivered', 60_000);

    expect(wallet.sendCallsCalls).toBe(0);
    expect(wallet.confirmations).toBe(3);
    expect(wallet.sent.map((t) => [lower(t.to), t.data?.slice(0, 10)])).toEqual([
      [lower(USDT[42161]), '0x095ea7b3'],
      [lower(USDT[42161]), '0x095ea7b3'],
      [lower(SPOKE_POOL_ARBITRUM), expect.any(String)],
    ]);
    expect(wallet.sent[0]!.data).toBe(approveData(0n));
    expect(wallet.sent[1]!.data).toBe(approveData(10_000_000n));
    expect(await balanceOf(42161, USDT[42161], wallet.address)).toBe(before.arbitrum - 10_000_000n);
    expect(await balanceOf(10, USDT[10], wallet.address)).toBe(before.optimism + willArrive);
    expect(await allowanceOf(42161, USDT[42161], wallet.address)).toBe(0n);
  });
});
