import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WalletRoot } from './wallet/WalletRoot';

/**
 * App-wide providers. The wallet (wagmi, its connectors, viem's clients) loads on the first
 * wallet action or to restore a stored connection (wallet/WalletRoot.tsx); RainbowKit's modal
 * loads with the header's wallet button (wallet/WalletLayer.tsx). Neither is on the first page.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <WalletRoot>{children}</WalletRoot>
    </QueryClientProvider>
  );
}
