// Symbols, decimals and USD prices for a deposit's two tokens (its record has addresses only):
// what this browser saved when it submitted, else the service's token list (any device).
import { useQuery } from '@tanstack/react-query';
import { swapTokensQueryOptions } from '../../api/tokens';
import type { DepositDetail } from '../../contract/schemas/deposit';
import type { RecentTransfer } from '../../lib/recent-transfers';

export interface TokenView {
  symbol: string;
  decimals: number;
  priceUsd?: string | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function useDepositTokens(d: DepositDetail | undefined, recent: RecentTransfer | undefined) {
  const origin = useQuery({ ...swapTokensQueryOptions(d?.originChainId), enabled: Boolean(d) });
  const destination = useQuery({
    ...swapTokensQueryOptions(d?.destinationChainId),
    enabled: Boolean(d),
  });
  const find = (list: typeof origin.data, address: string | undefined): TokenView | undefined => {
    const t = address ? list?.find((x) => same(x.address, address)) : undefined;
    return t ? { symbol: t.symbol, decimals: t.decimals, priceUsd: t.priceUsd } : undefined;
  };
  const input: TokenView | undefined =
    find(origin.data, d?.inputToken) ?? (recent ? { ...recent.input } : undefined);
  const output: TokenView | undefined =
    find(destination.data, d?.outputToken) ?? (recent ? { ...recent.output } : undefined);
  return {
    input,
    output: output && { ...output, priceUsd: d?.outputPriceUsd ?? output.priceUsd },
  };
}

/** Symbol and decimals of one token on `chainId`, from the service's token list. */
export function useTokenOn(
  chainId: number | undefined,
  address: string | undefined,
): TokenView | undefined {
  const list = useQuery({ ...swapTokensQueryOptions(chainId), enabled: Boolean(address) });
  const t = address ? list.data?.find((x) => same(x.address, address)) : undefined;
  return t && { symbol: t.symbol, decimals: t.decimals, priceUsd: t.priceUsd };
}
