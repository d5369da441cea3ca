// The support explorer against the real stack (embedded service, clock speed 60): a transfer is
// made through the BFF's /api as the bridge makes it, then found from every identifier a
// customer might hold; deposit-address arrivals swept together are listed together.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { depositResponse } from '../src/contract/schemas/deposit';
import { depositResponseFixture } from '../src/contract/testing/deposits';
import { expect, test } from './fixtures';
import { FILL_WAIT, MAIN, SANDBOX_KEY } from './fixtures/env';
import { USDC } from './fixtures/servers';
import { ExplorerPage } from './pages/ExplorerPage';

const api = (path: string) =>
  fetch(`${MAIN.baseURL}/api${path}`, {
    headers: { accept: 'application/json', 'x-ferry-client': 'web', origin: MAIN.baseURL },
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));

/** The embedded service's own API and sandbox controls (what an integrator calls). */
const service = (path: string, body: unknown, status = 200) =>
  fetch(`${MAIN.serviceURL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => {
    expect(r.status, await r.clone().text()).toBe(status);
    return (await r.json()) as Record<string, unknown>;
  });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('finds one transfer by its deposit transaction, depositor, deposit id and order id', async ({
  page,
  ferry,
}) => {
  // Eight searches and pages, each checked for accessibility, on two busy cores.
  test.setTimeout(60_000);
  const account = privateKeyToAccount(generatePrivateKey());
  const { quoteId: orderId } = await ferry.transfer(account);
  let deposit = { txnRef: '', depositId: '' };
  await expect
    .poll(async () => {
      const t = (await ferry.getTransfer(orderId)).json as {
        deposit: typeof deposit | null;
        status: { state: string };
      };
      if (t.deposit) deposit = t.deposit;
      return t.status.state;
    }, FILL_WAIT)
    .toBe('filled');

  const explorer = new ExplorerPage(page);
  // A customer's wallet shows the deposit transaction hash, in whatever letter case.
  await explorer.open(deposit.txnRef.toUpperCase().replace('0X', '0x'));
  await expect(explorer.main).toContainText('Searched as a deposit transaction, order id');
  const byTx = explorer.match('Deposit transaction');
  await explorer.expectFound(byTx, deposit.depositId);
  const row = explorer.rows(byTx).first();
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('Arbitrum One');
  await expect(row).toContainText('25 USDC');
  await expect(explorer.results.getByRole('heading', { name: 'Results' })).toBeVisible();
  await explorer.expectAccessible('Explorer: found by deposit transaction');
  await explorer.screenshot('explorer-by-tx-light');

  // Their address: every deposit they sent or received.
  await explorer.search(account.address.toLowerCase());
  await expect(explorer.main).toContainText('Searched as an address');
  await explorer.expectFound(explorer.results, deposit.depositId);

  // A deposit id is only unique on its origin chain.
  await explorer.search(deposit.depositId);
  await explorer.chooseOriginChain('Arbitrum One (42161)');
  await explorer.expectFound(explorer.match('Deposit id'), deposit.depositId);

  // The order id from Ferry's receipt: the deposit, and the tracker one click away.
  await explorer.search(orderId);
  const byOrder = explorer.match('Order id');
  await explorer.expectFound(byOrder, deposit.depositId);
  await expect(byOrder.getByRole('link', { name: 'Open its tracker' })).toHaveAttribute(
    'href',
    `/transfers/${orderId}`,
  );
  await explorer.chooseTheme('Dark theme');
  await explorer.expectAccessible('Explorer: found by order id (dark)');

  // The deposit's own page, linkable, with everything grouped for a person.
  await explorer.depositLink(byOrder, deposit.depositId).click();
  await expect(page).toHaveURL(`/explorer/deposits/42161/${deposit.depositId}`);
  await expect(explorer.heading()).toHaveText(`Deposit ${deposit.depositId} on Arbitrum One`);
  await expect(explorer.main.getByRole('region', { name: 'Outcome' })).toContainText(
    `arrived at ${account.address} on Base`,
  );
  for (const name of ['Progress', 'Amounts and fees', 'Parties', 'Timing', 'References']) {
    await expect(explorer.main.getByRole('region', { name })).toBeVisible();
  }
  // On the sandbox its transactions open in Ferry's explorer: a public one cannot know them.
  await expect(
    explorer.main.getByRole('link', { name: /Deposit transaction on Arbitrum One/ }).first(),
  ).toHaveAttribute('href', `/explorer?q=${deposit.txnRef}`);
  await explorer.expectAccessible('Deposit detail (dark)');
  await explorer.screenshot('explorer-deposit-dark');
  await explorer.chooseTheme('Light theme');
  await explorer.expectAccessible('Deposit detail (light)');

  // Its fill is found too, from where a wallet given Ferry's explorer sends a person.
  const { fill } = (await ferry.getTransfer(orderId)).json as { fill: { txnRef: string } };
  await expect(
    explorer.main.getByRole('link', { name: /Fill transaction on Base/ }).first(),
  ).toHaveAttribute('href', `/explorer?q=${fill.txnRef}`);
  await page.goto(`/explorer/tx/${fill.txnRef}`);
  await expect(page).toHaveURL(`/explorer?q=${fill.txnRef}`);
  await explorer.expectFound(explorer.match('Fill transaction'), deposit.depositId);
  await explorer.expectAccessible('Explorer: found by fill transaction');
  await explorer.screenshot('explorer-by-fill-light');
});

test('says what a contract is: the spoke pool a review links to', async ({ page }) => {
  const explorer = new ExplorerPage(page);
  await page.goto('/explorer/address/0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A');
  await expect(page).toHaveURL('/explorer?q=0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A');
  const note = explorer.main.getByText('A contract, not a person’s address');
  await expect(note).toBeVisible();
  await expect(explorer.main).toContainText('The protocol’s spoke pool on Arbitrum One');
  await expect(explorer.main).toContainText('on a local copy of each chain');
  await expect(
    explorer.main.getByRole('link', {
      name: 'The protocol’s contract addresses and documentation',
    }),
  ).toHaveAttribute('href', 'https://docs.across.to/reference/contract-addresses');
  await explorer.expectAccessible('Explorer: a contract');
  await explorer.screenshot('explorer-contract-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await explorer.screenshot('explorer-contract-phone');
});

test('lists every deposit one sweep carried, together', async ({ page }) => {
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const created = await service('/api/deposit-addresses?integratorId=0xf00d', {
    destination: { token: { chainId: 8453, address: USDC[8453] }, recipient },
    refundAddresses: [{ namespace: 'evm', address: recipient }],
  });
  const depositAddress = (
    created.depositInstructions as Array<{ depositAddress: { address: string } }>
  )[0]!.depositAddress.address;
  // Two arrivals before the sweep runs: one sweep transaction moves both into the bridge.
  await Promise.all(
    ['5000000', '7000000'].map((amount) =>
      service(
        '/sandbox/deposits',
        {
          depositAddress,
          originChainId: 42161,
          inputToken: USDC[42161],
          amount,
        },
        202,
      ),
    ),
  );
  let listed: Array<{ depositId: string }> = [];
  await expect
    .poll(async () => {
      listed = (await api(`/deposits?address=${depositAddress}`)).json as unknown as typeof listed;
      return listed.length;
    })
    .toBe(2);
  const one = await api(`/deposit?depositId=${listed[0]!.depositId}&originChainId=42161`);
  const sweepTxnRef = (one.json.deposit as { sweepTxnRef: string }).sweepTxnRef;
  expect(sweepTxnRef).toMatch(/^0x[0-9a-f]{64}$/);

  const explorer = new ExplorerPage(page);
  await explorer.open(sweepTxnRef);
  const sweep = explorer.match('Sweep transaction: 2 deposits swept together');
  for (const d of listed) await explorer.expectFound(sweep, d.depositId);
  await expect(explorer.rows(sweep)).toHaveCount(2);
  await expect(sweep).toContainText('5 USDC');
  await expect(sweep).toContainText('7 USDC');

  // On a phone the table becomes a list with the same deposits.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sweep.getByRole('table')).toBeHidden();
  await expect(sweep.getByRole('list').getByRole('listitem')).toHaveCount(2);
  await explorer.expectAccessible('Explorer: sweep on a phone');
  await explorer.screenshot('explorer-sweep-phone');
});

test('on a phone the search box is as tall as its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const explorer = new ExplorerPage(page);
  await explorer.goto('/explorer');
  const box = await explorer.main.getByRole('searchbox').boundingBox();
  const button = await explorer.main
    .getByRole('button', { name: 'Search', exact: true })
    .boundingBox();
  expect(box?.height).toBe(button?.height);
});

test('a refunded deposit on a phone: the page never scrolls sideways', async ({ page }) => {
  // A real refund needs fills paused on the fast instance, which the tracker's refund journey
  // owns (pausing is global); what is tested here is the page's layout, so the response is given.
  const refundAddress = '0x9F3cB4bC8E1f4A2D7e6C5b4A3f2E1d0C9b8A7f6E';
  const deposit = {
    ...depositResponseFixture.deposit,
    status: 'refunded',
    relayer: null,
    fillTxnRef: null,
    fillTx: null,
    fillBlockTimestamp: null,
    fillBlockNumber: null,
    depositRefundAddress: refundAddress,
    depositRefundTxnRef: `0x${'7c'.repeat(32)}`,
  };
  await page.route(
    (url) => url.pathname === '/api/deposit',
    // As the BFF sends it: the service's response as its schema reads it (chain ids as numbers).
    (route) =>
      route.fulfill({ json: depositResponse.parse({ ...depositResponseFixture, deposit }) }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const explorer = new ExplorerPage(page);
  await explorer.goto(`/explorer/deposits/42161/${deposit.depositId}`);
  const outcome = explorer.main.getByRole('region', { name: 'Outcome' });
  // The server renders the service's real response (no such deposit yet); the given one arrives
  // at the page's next check, every 10 s.
  await expect(outcome).toContainText(`went back to ${refundAddress} on Arbitrum One`, {
    timeout: 20_000,
  });
  await expect(explorer.main.getByRole('region', { name: 'Progress' })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await explorer.screenshot('explorer-refunded-phone');
});

test('a hash that matches nothing: one request, no errors in the console', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  const lookups: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/api\/(deposits?|v1\/transfers|ferry\/explorer)\b/.test(path)) lookups.push(path);
  });
  const explorer = new ExplorerPage(page);
  await explorer.open(`0x${'5e'.repeat(32)}`);
  await expect(explorer.results.getByText('No deposit found yet')).toBeVisible();
  expect(lookups).toEqual(['/api/ferry/explorer/search']);
  expect(consoleErrors).toEqual([]);
});

test("a deposit link arrives rendered with the service's response before any script runs", async ({
  browser,
}) => {
  // As on a network so slow that the app's code has not arrived yet: the server rendered the
  // page with what the service said of the deposit (here: not indexed yet).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const explorer = new ExplorerPage(page);
  await page.goto('/explorer/deposits/42161/1234');
  await expect(explorer.heading()).toHaveText('Deposit 1234 on Arbitrum One');
  await expect(
    explorer.main.getByRole('heading', { name: 'No deposit 1234 on Arbitrum One yet' }),
  ).toBeVisible();
  await expect(explorer.main.getByText('Searching…')).toHaveCount(0);
  await explorer.screenshot('explorer-deposit-before-scripts-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await explorer.screenshot('explorer-deposit-before-scripts-phone');
  await context.close();
});
