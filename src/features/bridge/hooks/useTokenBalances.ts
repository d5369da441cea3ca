// The connected wallet's balances of the route's tokens on the origin chain, where that chain
// can be read: by the wallet's own provider when it is on that chain, else by the BFF's RPC when
// GET /api/rpc lists it (see src/lib/wagmi.ts). Nowhere else is anything requested, so a Ferry
// without nodes says so once instead of asking again and again. A read that fails is
// "unavailable", never zero.
import { useQueries } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useRpcChains } from '../../../api/rpc-chains';
import { isWalletChain } from '../../../lib/wallet/wallet-chains';
import { useWalletAccount, useWalletConfig } from '../../../lib/wallet/wallet-context';
import type { BalanceState } from '../model/balance-state';
import { balanceQueryOptions } from '../model/balance-read';
import type { TokenOption } from '../model/route-options';

export function useTokenBalances(
  chainId: number | undefined,
  account: Address | undefined,
  tokens: readonly TokenOption[],
): {
  byId: ReadonlyMap<string, bigint>;
  stateOf: (token: TokenOption | undefined) => BalanceState;
} {
  // Both arrive with the wallet layer, which a connected account implies.
  const config = useWalletConfig();
  const { chainId: walletChainId } = useWalletAccount();
  const rpcChains = useRpcChains();
  const served =
    chainId !== undefined && (walletChainId === chainId || rpcChains.data?.includes(chainId));
  const readable =
    chainId !== undefined &&
    isWalletChain(chainId) &&
    account !== undefined &&
    config !== undefined &&
    served === true;
  const results = useQueries({
    queries: readable
      ? tokens.map((t) => balanceQueryOptions(config, chainId, t.input.address, account))
      : [],
  });
  const byId = new Map<string, bigint>();
  results.forEach((r, i) => {
    const token = tokens[i];
    if (token && r.data !== undefined) byId.set(token.id, r.data);
  });
  const stateOf = (token: TokenOption | undefined): BalanceState => {
    if (!account) return { kind: 'no-wallet' };
    if (!token) return { kind: 'unavailable' };
    if (!readable) {
      // Still learning which chains the BFF reads: not yet a reason to say "cannot".
      if (rpcChains.isPending && walletChainId !== chainId) return { kind: 'loading' };
      return { kind: 'unreadable' };
    }
    const value = byId.get(token.id);
    if (value !== undefined) return { kind: 'known', value };
    const result = results[tokens.indexOf(token)];
    return result?.isPending ? { kind: 'loading' } : { kind: 'unavailable' };
  };
  return { byId, stateOf };
}
