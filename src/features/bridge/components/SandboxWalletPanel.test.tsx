// @vitest-environment jsdom
// How to use one's own wallet on a sandbox chain: shown there only, hidden for good once hidden,
// the wallet asked to add the chain with Ferry's RPC, and each answer explained.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arbitrum, base } from 'viem/chains';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfig, http, injected } from 'wagmi';
import { rpcChainsQueryOptions } from '../../../api/rpc-chains';
import { formatMessage } from '../../../i18n/testing/format-message';
import { WalletStateProvider } from '../../../lib/wallet/WalletStateProvider';
import { WalletSync } from '../../../lib/wallet/WalletSync';
import { TEST_ACCOUNT } from '../testing/wallet';
import { SandboxWalletPanel } from './SandboxWalletPanel';

const SANDBOX = 'Arbitrum One (Ferry sandbox)';
const ADD = formatMessage('bridge.addChain.add', { chain: SANDBOX });
const URL_42161 = `${window.location.origin}/api/rpc/42161`;

/** An injected wallet that answers wallet_addEthereumChain with `answer` (a result or a code). */
function walletAnswering(answer: null | number, connected = true) {
  const added: unknown[] = [];
  const provider = {
    request({ method, params }: { method: string; params?: unknown[] }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return Promise.resolve(connected ? [TEST_ACCOUNT] : []);
        case 'eth_chainId':
          return Promise.resolve('0xa4b1');
        case 'wallet_addEthereumChain':
          added.push(params);
          if (answer === null) return Promise.resolve(null);
          return Promise.reject(Object.assign(new Error('refused'), { code: answer }));
        default:
          return Promise.reject(Object.assign(new Error(method), { code: 4200 }));
      }
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  const config = createConfig({
    chains: [arbitrum, base],
    connectors: [
      injected({
        target: () => ({ id: 'test', name: 'Test wallet', provider: provider as never }),
      }),
    ],
    transports: { [arbitrum.id]: http('/api/rpc/42161'), [base.id]: http('/api/rpc/8453') },
  });
  return { config, added };
}

function renderPanel(chainId: number, wallet = walletAnswering(null)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const panel = (id: number) => (
    <WalletStateProvider runtime={<WalletSync config={wallet.config as never} />}>
      <QueryClientProvider client={queryClient}>
        <SandboxWalletPanel chainId={id} chainName={id === 8453 ? 'Base' : 'Arbitrum One'} />
      </QueryClientProvider>
    </WalletStateProvider>
  );
  const view = render(panel(chainId));
  /** Settles once the page knows which chains are sandbox chains. */
  const chainsKnown = () =>
    waitFor(() =>
      expect(queryClient.getQueryState(rpcChainsQueryOptions().queryKey)?.status).toBe('success'),
    );
  return { ...view, wallet, chainsKnown, show: (id: number) => view.rerender(panel(id)) };
}

const panelRegion = () => screen.queryByRole('region', { name: /^Your own wallet on the sandbox/ });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const path = new URL(String(input), window.location.origin).pathname;
    if (path !== '/api/rpc') return Promise.resolve(new Response('{}', { status: 404 }));
    const body = { chainIds: [42161, 8453], sendChainIds: [42161] };
    return Promise.resolve(Response.json(body));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('where it shows', () => {
  it('on a sandbox chain only, with the whole RPC URL to copy', async () => {
    const user = userEvent.setup();
    const view = renderPanel(8453);
    await view.chainsKnown();
    expect(panelRegion()).toBeNull();

    view.show(42161);
    const region = await screen.findByRole('region', {
      name: formatMessage('bridge.sandboxWallet.title', { chain: 'Arbitrum One' }),
    });
    expect(region).toHaveTextContent(
      formatMessage('bridge.sandboxWallet.body', { chain: 'Arbitrum One', chainId: '42161' }),
    );
    expect(screen.getByText(URL_42161)).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: formatMessage('bridge.sandboxRpc.copy', { chain: 'Arbitrum One' }),
      }),
    );
    expect(await screen.findByText('Copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(URL_42161);

    view.show(8453);
    expect(panelRegion()).toBeNull();
  });

  it('stays hidden once hidden, on the next visit too', async () => {
    const user = userEvent.setup();
    const first = renderPanel(42161);
    await user.click(
      await screen.findByRole('button', { name: formatMessage('bridge.sandboxWallet.hide') }),
    );
    expect(panelRegion()).toBeNull();
    expect(localStorage.getItem('ferry.sandboxWalletHelpHidden')).toBe('true');
    first.unmount();

    const again = renderPanel(42161);
    await again.chainsKnown();
    expect(panelRegion()).toBeNull();
  });
});

describe('adding the chain to the wallet', () => {
  it("asks with the chain's hex id, a name that says sandbox, Ferry's RPC and ETH", async () => {
    const user = userEvent.setup();
    const { wallet } = renderPanel(42161);
    await user.click(await screen.findByRole('button', { name: ADD }));
    expect(
      await screen.findByText(
        formatMessage('bridge.addChain.added', { label: SANDBOX, chain: 'Arbitrum One' }),
      ),
    ).toHaveAttribute('role', 'status');
    expect(wallet.added).toEqual([
      [
        {
          chainId: '0xa4b1',
          chainName: 'Arbitrum One (Ferry sandbox)',
          rpcUrls: [URL_42161],
          // Ferry's explorer: a public one cannot know a sandbox transaction.
          blockExplorerUrls: [`${window.location.origin}/explorer`],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    ]);
    expect(
      screen.getByText(formatMessage('bridge.addChain.byHand')).closest('details'),
    ).not.toHaveAttribute('open');
  });

  it('declined in the wallet (4001): says nothing changed', async () => {
    const user = userEvent.setup();
    renderPanel(42161, walletAnswering(4001));
    await user.click(await screen.findByRole('button', { name: ADD }));
    expect(await screen.findByText(formatMessage('bridge.addChain.declined'))).toBeVisible();
  });

  it('a prompt already open (-32002): says to answer it first', async () => {
    const user = userEvent.setup();
    renderPanel(42161, walletAnswering(-32002));
    await user.click(await screen.findByRole('button', { name: ADD }));
    expect(await screen.findByText(formatMessage('bridge.addChain.busy'))).toBeVisible();
  });

  it('not supported: says so and opens the steps to add it by hand', async () => {
    const user = userEvent.setup();
    renderPanel(42161, walletAnswering(4200));
    await user.click(await screen.findByRole('button', { name: ADD }));
    expect(
      await screen.findByText(formatMessage('bridge.addChain.unsupported', { label: SANDBOX })),
    ).toBeVisible();
    const steps = screen.getByRole('list');
    expect(steps).toBeVisible();
    expect(steps).toHaveTextContent(formatMessage('bridge.addChain.step.name', { label: SANDBOX }));
    expect(steps).toHaveTextContent(
      formatMessage('bridge.addChain.step.chainId', { chainId: '42161', symbol: 'ETH' }),
    );
  });

  it('with no wallet connected: says to connect one, and the steps by hand are there', async () => {
    renderPanel(42161, walletAnswering(null, false));
    expect(
      await screen.findByText(formatMessage('bridge.addChain.connectFirst', { chain: SANDBOX })),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: ADD })).toBeNull();
    expect(screen.getByText(formatMessage('bridge.addChain.byHand'))).toBeVisible();
  });
});
