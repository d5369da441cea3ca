import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { wagmiConfig } from '../lib/wagmi';

/**
 * App-wide providers. wagmi (with injected wallets only) is here so any page can read the
 * account, switch networks and sign; RainbowKit's modal is not: it loads lazily in
 * wallet/WalletLayer.tsx, so its code stays out of the first page.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
