// @vitest-environment jsdom
// The first page without the wallet layer: the form and both Connect buttons render, and the
// layer (wagmi, connectors, viem's clients) loads only on a connect request or to restore a
// stored connection, which a returning person then sees without a click.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BridgePage } from '../../features/bridge/BridgePage';
import { fakeService } from '../../features/bridge/testing/fake-service';
import { ROUTE } from '../../features/bridge/testing/render-bridge';
import { testWallet } from '../../features/bridge/testing/wallet';
import { WalletSync } from '../../lib/wallet/WalletSync';
import { requestWalletConnect } from './connect-request';
import { WalletButton } from './WalletButton';
import { WalletRoot } from './WalletRoot';

type Load = () => Promise<{ default: ComponentType }>;

// A file run before this one in the same worker may leave wagmi's stored connection behind,
// and a stored connection rightly loads the layer at once.
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A layer that never arrives: enough to see whether it was asked for. */
const pending: Load = () => new Promise(() => {});

/** A layer whose wagmi has the test wallet, already authorised (it reconnects on mount). */
const withTestWallet: Load = async () => {
  const { config } = testWallet();
  return { default: () => <WalletSync config={config as never} /> };
};

function renderFirstPage(load: Load, { header = true } = {}) {
  vi.stubGlobal('fetch', fakeService().fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WalletRoot load={load}>
        {header && (
          <header>
            <WalletButton />
          </header>
        )}
        <main>
          <BridgePage
            search={ROUTE}
            onSearchChange={vi.fn()}
            onConnect={requestWalletConnect}
            onSubmitted={vi.fn()}
            trackerHref={() => '/transfers'}
          />
        </main>
      </WalletRoot>
    </QueryClientProvider>,
  );
}

const main = () => within(screen.getByRole('main'));

it('renders the form and both Connect buttons without loading the wallet layer', async () => {
  const load = vi.fn(pending);
  renderFirstPage(load);
  expect(await main().findByRole('textbox', { name: 'You send' })).toHaveValue('25');
  expect(
    await main().findByRole('button', { name: 'Connect wallet' }, { timeout: 4000 }),
  ).toBeInTheDocument();
  // jsdom joins the label's phone-width half without its space ("Connectwallet").
  expect(
    within(screen.getByRole('banner')).getByRole('button', { name: /^Connect/ }),
  ).toBeEnabled();
  expect(load).not.toHaveBeenCalled();
});

it('loads the wallet layer once on the first connect request, from the page or the header', async () => {
  const user = userEvent.setup();
  const load = vi.fn(pending);
  renderFirstPage(load);
  await user.click(
    await main().findByRole('button', { name: 'Connect wallet' }, { timeout: 4000 }),
  );
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Connect/ }));
  expect(load).toHaveBeenCalledTimes(1);
});

it('restores a stored connection at once: the page shows the connected wallet with no click', async () => {
  // What wagmi persists while a wallet is connected (its `current` connection's id).
  localStorage.setItem(
    'wagmi.store',
    JSON.stringify({
      state: { connections: { __type: 'Map', value: [] }, chainId: 42161, current: 'test' },
      version: 2,
    }),
  );
  const load = vi.fn(withTestWallet);
  renderFirstPage(load, { header: false });
  expect(load).toHaveBeenCalledTimes(1);
  expect(
    await main().findByRole('button', { name: 'Review transfer' }, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(main().queryByRole('button', { name: 'Connect wallet' })).toBeNull();
});

it('loads nothing for a wallet that was disconnected', async () => {
  localStorage.setItem(
    'wagmi.store',
    JSON.stringify({
      state: { connections: { __type: 'Map', value: [] }, chainId: 42161, current: null },
      version: 2,
    }),
  );
  const load = vi.fn(pending);
  renderFirstPage(load);
  expect(await main().findByRole('textbox', { name: 'You send' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
