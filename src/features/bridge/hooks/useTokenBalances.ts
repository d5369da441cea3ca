// The connected wallet's balances of the route's tokens on the origin chain, where that chain
// can be read (the wallet's own provider when it is on that chain, else the BFF's RPC; see
// src/lib/wagmi.ts). A read that fails is "unavailable", never zero.
import { useQueries } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { isWalletChain } from '../../../lib/wagmi';
import type { BalanceState } from '../components/AmountField';
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
  const config = useConfig();
  const readable = chainId !== undefined && isWalletChain(chainId) && account !== undefined;
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
    if (!token || !readable) return { kind: 'unavailable' };
    const value = byId.get(token.id);
    if (value !== undefined) return { kind: 'known', value };
    const result = results[tokens.indexOf(token)];
    return result?.isPending ? { kind: 'loading' } : { kind: 'unavailable' };
  };
  return { byId, stateOf };
}
