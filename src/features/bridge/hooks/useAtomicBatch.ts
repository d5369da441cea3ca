// Whether the connected wallet sends an approval and its deposit in one confirmation on a chain
// (EIP-5792 wallet_getCapabilities), for the review's offer and for the flow, which read the same
// cached answer so the flow does what the review said. A wallet that refused a batch is not
// offered one again in this session.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { useWalletAccount, useWalletConfig } from '../../../lib/wallet/wallet-context';
import { canBatch } from '../signing/batch-capability';

export const batchKeys = {
  capabilities: (account: string) => ['wallet-capabilities', account.toLowerCase()] as const,
  declined: (account: string, chainId: number) =>
    ['wallet-batch-declined', account.toLowerCase(), chainId] as const,
};

export function capabilitiesQueryOptions(config: Config, account: Address) {
  // The wagmi config is one per app (src/lib/wagmi.ts), so it is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: batchKeys.capabilities(account),
    queryFn: async () => (await import('./batch-wallet')).readCapabilities(config, account),
    // A wallet's capabilities change with an account upgrade, not from one minute to the next.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Set by the flow when the wallet refused a batch here; read by the review. */
function declinedQueryOptions(account: string, chainId: number) {
  return queryOptions({
    queryKey: batchKeys.declined(account, chainId),
    queryFn: () => false,
    staleTime: Infinity,
  });
}

/** The flow's question, answered from the review's cached capabilities when there are some. */
export async function batchingOn(
  queryClient: QueryClient,
  config: Config,
  account: Address,
  chainId: number,
): Promise<boolean> {
  if (queryClient.getQueryData(batchKeys.declined(account, chainId))) return false;
  return canBatch(
    await queryClient.ensureQueryData(capabilitiesQueryOptions(config, account)),
    chainId,
  );
}

export function markBatchDeclined(queryClient: QueryClient, account: string, chainId: number) {
  queryClient.setQueryData(batchKeys.declined(account, chainId), true);
}

/** For the review: true when approve and deposit will go in one confirmation on `chainId`. */
export function useAtomicBatch(chainId: number | undefined, needed: boolean): boolean {
  const config = useWalletConfig();
  const { address } = useWalletAccount();
  const enabled = needed && config !== undefined && address !== undefined && chainId !== undefined;
  const capabilities = useQuery({
    // Never run without a wallet: the placeholder only gives the disabled query a key.
    ...capabilitiesQueryOptions(config!, address ?? '0x'),
    enabled,
  });
  const declined = useQuery({ ...declinedQueryOptions(address ?? '0x', chainId ?? 0), enabled });
  return enabled && !declined.data && canBatch(capabilities.data, chainId);
}
