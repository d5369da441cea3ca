// Symbols, decimals and USD prices for the tokens of many deposits at once (a deposit record has
// token addresses only): one request for the service's whole token list, looked up by chain and
// address. A token the list lacks shows as base units, never as a guessed symbol.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SwapToken } from '../contract/schemas/legacy-swap';
import { swapTokensQueryOptions } from './tokens';

export type TokenLookup = (chainId: number, address: string) => SwapToken | undefined;

export function tokenLookup(tokens: readonly SwapToken[] | undefined): TokenLookup {
  const byKey = new Map<string, SwapToken>();
  for (const t of tokens ?? []) byKey.set(`${t.chainId}:${t.address.toLowerCase()}`, t);
  return (chainId, address) => byKey.get(`${chainId}:${address.toLowerCase()}`);
}

export function useTokenDirectory(): TokenLookup {
  const { data } = useQuery(swapTokensQueryOptions());
  return useMemo(() => tokenLookup(data), [data]);
}
