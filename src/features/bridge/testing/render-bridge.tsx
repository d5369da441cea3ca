// Render the whole bridge page with a fake BFF (fetch) and a test wallet behind wagmi, loaded
// at once (in the app it loads on demand; see src/app/wallet/WalletRoot.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { inLocale } from '../../../i18n/testing/format-message';
import { WalletStateProvider } from '../../../lib/wallet/WalletStateProvider';
import { WalletSync } from '../../../lib/wallet/WalletSync';
import { BridgePage } from '../BridgePage';
import type { BridgeSearch } from '../model/selection';
import { fakeService, type FakeServiceOptions } from './fake-service';
import { testWallet } from './wallet';

export const ROUTE: BridgeSearch = { from: 42161, to: 8453, token: 'USDC', amount: '25' };

// The wallet is already authorised (eth_accounts answers), so wagmi reconnects to it on mount.
export async function renderBridge(
  opts: {
    service?: FakeServiceOptions;
    wallet?: Parameters<typeof testWallet>[0];
    search?: BridgeSearch;
    /** Show the page in this language (English from the code's defaults if unset). */
    locale?: Locale;
  } = {},
) {
  const service = fakeService(opts.service);
  vi.stubGlobal('fetch', service.fetch);
  const wallet = testWallet(opts.wallet);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSubmitted = vi.fn();
  const onSearchChange = vi.fn();
  const view = render(
    // The app's Register types wagmi for its own config; this one has the same shape at runtime.
    <WalletStateProvider runtime={<WalletSync config={wallet.config as never} />}>
      <QueryClientProvider client={queryClient}>
        <BridgePage
          search={opts.search ?? ROUTE}
          onSearchChange={onSearchChange}
          onConnect={vi.fn()}
          onSubmitted={onSubmitted}
          trackerHref={() => '/transfers/deposit'}
        />
      </QueryClientProvider>
    </WalletStateProvider>,
    opts.locale ? { wrapper: inLocale(opts.locale) } : {},
  );
  return { ...view, service, wallet, onSubmitted, onSearchChange, queryClient };
}
