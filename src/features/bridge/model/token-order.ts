// The token picker lists "Your tokens" first — those the wallet holds, the largest USD value
// first — then the rest in the route's order. Values compare exactly in cents (no floats); a
// held token without a price sorts after the priced ones.
import { usdValue } from '../../../contract/amounts';
import type { TokenOption } from './route-options';

export interface OrderedTokens {
  yours: TokenOption[];
  rest: TokenOption[];
}

function cents(token: TokenOption, balance: bigint): bigint | undefined {
  const usd = usdValue(balance, token.input.decimals, token.priceUsd);
  return usd === null ? undefined : BigInt(usd.replace('.', ''));
}

export function orderTokens(
  options: readonly TokenOption[],
  balances: ReadonlyMap<string, bigint>,
): OrderedTokens {
  const held = options.filter((o) => (balances.get(o.id) ?? 0n) > 0n);
  const value = new Map(held.map((o) => [o.id, cents(o, balances.get(o.id) ?? 0n)]));
  const yours = [...held].sort((a, b) => {
    const va = value.get(a.id);
    const vb = value.get(b.id);
    if (va === undefined || vb === undefined) return va === vb ? 0 : va === undefined ? 1 : -1;
    return va === vb ? 0 : va > vb ? -1 : 1;
  });
  return { yours, rest: options.filter((o) => !held.includes(o)) };
}
