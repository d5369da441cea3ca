import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * App-wide providers. The wallet providers (wagmi + RainbowKit) are not here: they load lazily in
 * wallet/WalletProviders.tsx so none of their code is in the first page (see WalletButton).
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
