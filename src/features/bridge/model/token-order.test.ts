import { expect, it } from 'vitest';
import type { TokenOption } from './route-options';
import { orderTokens } from './token-order';

const token = (id: string, decimals: number, priceUsd: string | null): TokenOption => ({
  id,
  symbol: id.toUpperCase(),
  name: id,
  logoUrl: null,
  priceUsd,
  input: { address: id, chainId: 42161, decimals, symbol: id },
  output: { address: id, chainId: 8453, decimals, symbol: id },
  available: true,
  limits: { min: 0n, max: 0n },
});

const usdc = token('usdc', 6, '1');
const eth = token('eth', 18, '3000');
const usdt = token('usdt', 6, '1');
const odd = token('odd', 18, null);

it('lists held tokens first by USD value, then the rest in their own order', () => {
  const balances = new Map([
    ['usdc', 500_000_000n], // $500
    ['eth', 10n ** 18n], // $3,000
    ['odd', 10n ** 20n], // no price
    ['usdt', 0n],
  ]);
  const { yours, rest } = orderTokens([usdc, usdt, odd, eth], balances);
  expect(yours.map((t) => t.id)).toEqual(['eth', 'usdc', 'odd']);
  expect(rest.map((t) => t.id)).toEqual(['usdt']);
});

it('has no "your tokens" when nothing is held or balances are unknown', () => {
  expect(orderTokens([usdc, eth], new Map()).yours).toEqual([]);
});
