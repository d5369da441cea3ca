// The transaction path on the main instance's sandbox chains: the injected wallet signs real
// transactions with its key and sends them to the Anvil nodes, the relayer fills on the
// destination, and balances are read on both chains.
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { MAIN } from './fixtures/env';
import { Sandbox, USDC } from './fixtures/servers';
import { TestWallet, type TestWalletOptions } from './fixtures/wallet';
import { sandboxRpcUrl } from './fixtures/wallet-chain';
import { BridgePage } from './pages/BridgePage';
import { TrackerPage } from './pages/TrackerPage';

const rpc = sandboxRpcUrl(MAIN);
const SPOKE_POOL_ARBITRUM = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';

/** The wallet fixture, with the sandbox chains behind it (it sends what the page asks). */
const test = base.extend<{ wallet: TestWallet; walletOptions: TestWalletOptions }>({
  walletOptions: [{}, { option: true }],
  wallet: async ({ page, walletOptions }, provide) => {
    const wallet = new TestWallet({ rpcUrl: rpc, ...walletOptions });
    await wallet.install(page);
    await provide(wallet);
  },
});

const chain = (chainId: number) => createPublicClient({ transport: http(rpc(chainId)) });
const usdcBalance = (chainId: 42161 | 8453, owner: Address) =>
  chain(chainId).readContract({
    address: USDC[chainId] as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
const ethBalance = (chainId: number, owner: Address) =>
  chain(chainId).getBalance({ address: owner });

/** Test funds on the origin, then the bridge at `path` with the wallet connected and a quote. */
async function quoted(
  page: Page,
  fundWallet: (chainId: number) => Promise<void>,
  origin: number,
  path: string,
  quote: RegExp,
) {
  await fundWallet(origin);
  const bridge = new BridgePage(page);
  await bridge.goto(path);
  await bridge.connect();
  await bridge.expectQuote(quote);
  return bridge;
}

/** The deposit went out: the page opened the transfer's tracker. */
const expectTracker = (page: Page) =>
  expect(page).toHaveURL(/\/transfers\/0x[0-9a-f]{64}$/, { timeout: 30_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('USDC Arbitrum → Base by approval + deposit: decoded review, two transactions, delivered', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow(); // two transactions and a fill, on servers that share two cores
  await fundWallet(42161);
  const before = {
    arbitrum: await usdcBalance(42161, wallet.address),
    base: await usdcBalance(8453, wallet.address),
  };
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=25&mode=transaction');
  await bridge.connect();
  await expect(bridge.main.getByRole('radio', { name: /Approve and deposit/ })).toBeChecked();
  await bridge.expectQuote(/USDC$/);
  const arriving = parseUnits((await bridge.quoteOutput.textContent())!.replace(/[^\d.]/g, ''), 6);

  await bridge.action('Review transfer').click();
  const review = bridge.sendReview;
  await expect(review.getByText(/^Transaction 1 of 2: allow the bridge contract/)).toBeVisible();
  await expect(review.getByText('Transaction 2 of 2: deposit into the bridge')).toBeVisible();
  // The amount in words twice: the approval's allowance and the deposit's amount.
  await expect(review.getByText('25 USDC', { exact: true })).toHaveCount(2);
  await expect(review.getByRole('checkbox', { name: /unlimited USDC/ })).not.toBeChecked();
  // Before the approval exists the deposit cannot be simulated, so its gas is a typical figure.
  await expect(review.getByText(/^about [\d.]+ ETH \(.+\)$/)).toBeVisible();
  expect(wallet.sendTransactionCalls).toBe(0);
  await bridge.expectAccessible('Bridge: transaction review');
  await bridge.screenshot('bridge-transaction-review-light');

  await bridge.send('Approve and deposit');
  await expectTracker(page);
  const tracker = new TrackerPage(page);
  await tracker.expectStatus('Delivered', 60_000);
  // The steps say what the person did: an approval and a deposit, no signature.
  await expect(tracker.progress.getByText('Approval sent on Arbitrum One')).toBeVisible();
  await expect(tracker.progress.getByText('Deposit sent from your wallet')).toBeVisible();
  await expect(tracker.progress).not.toContainText('Authorization signed');

  expect(wallet.sent.map((t) => t.to?.toLowerCase())).toEqual([
    USDC[42161].toLowerCase(),
    SPOKE_POOL_ARBITRUM.toLowerCase(),
  ]);
  expect(await usdcBalance(42161, wallet.address)).toBe(before.arbitrum - 25_000_000n);
  expect(await usdcBalance(8453, wallet.address)).toBe(before.base + arriving);
});

test.describe('a wallet on Base that has never seen Arbitrum One', () => {
  test.use({ walletOptions: { chainId: 8453, knownChains: [8453] } });

  test('the switch adds the sandbox Arbitrum One with Ferry’s RPC, then the deposit is sent', async ({
    page,
    wallet,
    fundWallet,
  }) => {
    test.slow();
    const bridge = await quoted(
      page,
      fundWallet,
      42161,
      '/?from=42161&to=8453&token=ETH&amount=0.01',
      /ETH$/,
    );
    await bridge.action('Review transfer').click();
    await bridge.send('Deposit from wallet');
    await expectTracker(page);
    expect(wallet.addedChains).toEqual([
      expect.objectContaining({
        chainId: '0xa4b1',
        chainName: 'Arbitrum One (Ferry sandbox)',
        rpcUrls: [`${MAIN.baseURL}/api/rpc/42161`],
      }),
    ]);
    expect(wallet.sent).toHaveLength(1);
  });
});

test.describe('a deposit the wallet speeds up', () => {
  // Optimism: no other journey sends there, so holding its mining for a moment stalls no one.
  test.use({
    walletOptions: {
      chainId: 10,
      holdMining: (chainId, held) => new Sandbox(MAIN).holdMining(chainId, held),
    },
  });

  test('is followed to the faster transaction, which is reported and filled', async ({
    page,
    wallet,
    fundWallet,
  }) => {
    test.slow();
    const bridge = await quoted(
      page,
      fundWallet,
      10,
      '/?from=10&to=8453&token=ETH&amount=0.01',
      /ETH$/,
    );
    await bridge.action('Review transfer').click();
    wallet.holdNext();
    await bridge.send('Deposit from wallet');
    const progress = bridge.main
      .getByRole('listitem')
      .filter({ hasText: 'Waiting for the deposit to be confirmed on chain' });
    await expect(progress).toBeVisible({ timeout: 30_000 });
    const first = wallet.sent[0]!.hash;
    await expect(bridge.main.getByRole('link', { name: /^Deposit on Optimism/ })).toHaveAttribute(
      'title',
      first,
    );
    // viem follows a replacement only once it has read the pending transaction: speed up after.
    await expect
      .poll(() =>
        wallet.requests.some(
          (r) => r.method === 'eth_getTransactionByHash' && (r.params as unknown[])[0] === first,
        ),
      )
      .toBe(true);
    const faster = await wallet.speedUp();
    await expectTracker(page);
    await new TrackerPage(page).expectStatus('Delivered', 60_000);
    const reader = chain(10);
    expect((await reader.getTransactionReceipt({ hash: faster })).status).toBe('success');
    await expect(reader.getTransactionReceipt({ hash: first })).rejects.toThrow();
  });
});

test('native ETH Arbitrum → Base is one deposit transaction carrying its value', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  const before = await ethBalance(8453, wallet.address);
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=ETH&amount=0.01');
  await bridge.connect();
  await bridge.expectQuote(/ETH$/);
  await bridge.action('Review transfer').click();
  await expect(
    bridge.sendReview.getByText('One transaction: deposit into the bridge'),
  ).toBeVisible();
  await expect(bridge.sendReview.getByRole('checkbox')).toHaveCount(0);
  await expect(bridge.sendReview.getByText(/^[\d.]+ ETH \(.+\)$/)).toBeVisible(); // estimated
  await bridge.send('Deposit from wallet');
  await expectTracker(page);
  await new TrackerPage(page).expectStatus('Delivered', 60_000);
  expect(wallet.sent).toHaveLength(1);
  expect(wallet.sent[0]).toMatchObject({ value: parseUnits('0.01', 18) });
  expect(await ethBalance(8453, wallet.address)).toBeGreaterThan(before);
});

test('the wallet rejects the approval, then the deposit; after a reload the approval is not asked again', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  const bridge = await quoted(
    page,
    fundWallet,
    42161,
    '/?from=42161&to=8453&token=USDC&amount=10&mode=transaction',
    /USDC$/,
  );

  wallet.rejectNextTransaction();
  await bridge.action('Review transfer').click();
  await bridge.send('Approve and deposit');
  await expect(
    bridge.main.getByRole('status').getByText('You declined the approval in your wallet'),
  ).toBeVisible();
  expect(wallet.sent).toHaveLength(0);

  wallet.rejectNextTransactionTo(SPOKE_POOL_ARBITRUM);
  await bridge.action('Review transfer').click();
  await bridge.send('Approve and deposit');
  const declined = bridge.main
    .getByRole('status')
    .filter({ hasText: 'You declined the deposit in your wallet' });
  await expect(declined).toBeVisible({ timeout: 30_000 });
  await expect(declined).toContainText('Your approval is on chain');
  expect(wallet.sent).toHaveLength(1); // the approval only
  const allowance = await chain(42161).readContract({
    address: USDC[42161] as Address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [wallet.address, SPOKE_POOL_ARBITRUM],
  });
  expect(allowance).toBe(10_000_000n); // exactly the amount, not unlimited

  await page.reload();
  await bridge.expectQuote(/USDC$/);
  await bridge.action('Review transfer').click();
  // The review read the allowance on chain: it says only the deposit will be sent.
  await expect(
    bridge.sendReview.getByText('One transaction: deposit into the bridge'),
  ).toBeVisible();
  await expect(bridge.sendReview.getByText(/^Transaction 1 of 2/)).toHaveCount(0);
  await bridge.send('Deposit from wallet');
  await expectTracker(page);
  expect(wallet.sent.map((t) => t.to?.toLowerCase())).toEqual([
    USDC[42161].toLowerCase(),
    SPOKE_POOL_ARBITRUM.toLowerCase(),
  ]);
});

/** 0.01 ETH from Arbitrum One to Base, sent with the gas limit the person set in the wallet. */
async function sendEthWithGasLimit(
  page: Page,
  wallet: TestWallet,
  fundWallet: (chainId: number) => Promise<void>,
  gas: number,
) {
  const bridge = await quoted(
    page,
    fundWallet,
    42161,
    '/?from=42161&to=8453&token=ETH&amount=0.01',
    /ETH$/,
  );
  wallet.gasLimitNext(gas);
  await bridge.action('Review transfer').click();
  await bridge.send('Deposit from wallet');
  return bridge;
}

test('a deposit the node refuses outright (gas below intrinsic) is explained, not awaited', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  // The person set a gas limit below what the depositNative calldata alone costs: the node
  // refuses the transaction, so nothing is mined and there is no hash to follow.
  const bridge = await sendEthWithGasLimit(page, wallet, fundWallet, 30_000);
  const notice = bridge.main.getByRole('alert');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(/nothing was (sent|deposited)/i);
  expect(wallet.sent).toEqual([]);
  await expect(page).toHaveURL(/\/\?/);
});

test('a deposit that reverts on chain is explained, and the tokens stay in the wallet', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  // The person lowered the gas limit in the wallet: below what the deposit needs, above what
  // the periphery's depositNative calldata alone costs (30,000 no longer covers it), so the
  // transaction is mined and reverts rather than being refused by the node.
  const bridge = await sendEthWithGasLimit(page, wallet, fundWallet, 45_000);
  const notice = bridge.main.getByRole('alert').filter({ hasText: 'Your deposit failed on chain' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('your tokens are still in your wallet');
  const receipt = await chain(42161).getTransactionReceipt({ hash: wallet.sent[0]!.hash });
  expect(receipt.status).toBe('reverted');
  await expect(page).toHaveURL(/\/\?/);
});

test('a tampered quote (spender, recipient or amount changed in the answer) gets 0 wallet requests', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  const bridge = new BridgePage(page);
  const tampers: Array<[string, (q: { nextActions: Array<Record<string, unknown>> }) => void]> = [
    [
      'approval.spender',
      (q) => void (q.nextActions[0]!.spender = '0x1111111111111111111111111111111111111111'),
    ],
    [
      'deposit.recipient',
      (q) => void (q.nextActions[1]!.transaction = swapRecipient(q.nextActions[1]!.transaction)),
    ],
    [
      'deposit.inputAmount',
      (q) => void (q.nextActions[1]!.transaction = changeAmount(q.nextActions[1]!.transaction)),
    ],
  ];
  let tamper = tampers[0]![1];
  await page.route('**/api/v1/quotes', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const quote = (await response.json()) as { nextActions: Array<Record<string, unknown>> };
    tamper(quote);
    await route.fulfill({ response, json: quote });
  });
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=25&mode=transaction');
  await bridge.connect();
  for (const [field, change] of tampers) {
    tamper = change;
    await bridge.typeAmount(
      field === 'approval.spender' ? '25' : field === 'deposit.recipient' ? '26' : '27',
    );
    await bridge.expectQuote(/USDC$/);
    await bridge.action('Review transfer').click();
    await expect(
      bridge.sendReview.getByText('Ferry refused to ask your wallet to send these transactions'),
    ).toBeVisible();
    await bridge.main.getByRole('button', { name: 'Back to the quote' }).click();
  }
  expect(wallet.sendTransactionCalls).toBe(0);
  expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([]);
});

/** The deposit's calldata with another recipient (the second 32-byte argument). */
function swapRecipient(tx: unknown) {
  const t = tx as { data: string };
  const at = 2 + 8 + 64; // 0x, selector, depositor
  return {
    ...t,
    data: `${t.data.slice(0, at)}${'0'.repeat(24)}${'22'.repeat(20)}${t.data.slice(at + 64)}`,
  };
}

/** The deposit's calldata with a larger input amount (the fifth argument). */
function changeAmount(tx: unknown) {
  const t = tx as { data: string };
  const at = 2 + 8 + 64 * 4;
  const more = (BigInt(`0x${t.data.slice(at, at + 64)}`) * 2n).toString(16).padStart(64, '0');
  return { ...t, data: `${t.data.slice(0, at)}${more}${t.data.slice(at + 64)}` };
}
