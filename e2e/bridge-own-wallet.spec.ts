// One's own wallet on the sandbox chains, as a person with MetaMask uses them: a wallet that
// knows only the real networks adds the sandbox chain from the bridge's panel with Ferry's RPC
// as its URL, then reads the chain through that URL, without Ferry's header, as a wallet does.
import { expect, test } from './fixtures';
import { MAIN } from './fixtures/env';
import { TestWallet } from './fixtures/wallet';
import { BridgePage } from './pages/BridgePage';

const FERRY_RPC_42161 = `${MAIN.baseURL}/api/rpc/42161`;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('a wallet without the sandbox chain adds it from the panel, with Ferry’s RPC as its URL', async ({
  page,
}) => {
  // On Ethereum and knowing no other chain: switching answers 4902 until a chain is added. The
  // RPC of a chain is the URL the page added it with, as in a real wallet.
  const wallet: TestWallet = new TestWallet({
    chainId: 1,
    knownChains: [1],
    rpcUrl: (chainId) => {
      const added = wallet.addedChains.find(
        (c) => Number((c as { chainId: string }).chainId) === chainId,
      ) as { rpcUrls: string[] } | undefined;
      if (!added) throw new Error(`the wallet has no RPC for chain ${chainId}`);
      return added.rpcUrls[0]!;
    },
  });
  await wallet.install(page);
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC');
  await bridge.connect();

  const panel = bridge.main.getByRole('region', {
    name: 'Your own wallet on the sandbox Arbitrum One',
  });
  await expect(panel).toContainText('a local test chain with the real chain id (42161)');
  await expect(panel.getByText(FERRY_RPC_42161, { exact: true })).toBeVisible();
  await bridge.expectAccessible('Bridge: own wallet help');
  await bridge.screenshot('bridge-own-wallet-desktop');

  await panel
    .getByRole('button', { name: 'Add Arbitrum One (Ferry sandbox) to your wallet' })
    .click();
  await expect(panel.getByRole('status').filter({ hasText: /^Your wallet took/ })).toBeVisible();
  expect(wallet.addedChains).toEqual([
    {
      chainId: '0xa4b1',
      chainName: 'Arbitrum One (Ferry sandbox)',
      rpcUrls: [FERRY_RPC_42161],
      blockExplorerUrls: [`${MAIN.baseURL}/explorer`],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ]);
  expect(wallet.chainId).toBe(42161);

  // The wallet now reads the sandbox chain through Ferry: the page's balance, once funded, and
  // its own.
  const asked = wallet.requests.length;
  await bridge.main.getByRole('button', { name: 'Sandbox chain: get test funds' }).click();
  await expect(bridge.main.getByText('Balance: 10,001,500.225034 USDC')).toBeVisible({
    timeout: 15_000,
  });
  expect(wallet.requests.slice(asked).map((r) => r.method)).toContain('eth_call');
  const { result } = await wallet.request('eth_getBalance', [wallet.address, 'latest']);
  expect(BigInt(result as string)).toBeGreaterThan(0n);
  await bridge.expectAccessible('Bridge: own wallet help, chain added');

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await bridge.screenshot('bridge-own-wallet-added-phone');

  // Hidden for good: not there after a reload.
  await panel.getByRole('button', { name: 'Hide wallet help' }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(bridge.amount).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('Ferry’s RPC for a sandbox chain answers a JSON-RPC POST without Ferry’s header', async () => {
  const res = await fetch(FERRY_RPC_42161, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0xa4b1' });
});
