// docs/reliability.md#decimals-per-chain: the same asset has different decimals on different
// chains; amounts are sized from the selected token on its chain. 0 mismatches allowed.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountDisplay, parseAmount } from './amounts';
import { getChain } from './chains';

interface TokenOnChain {
  symbol: string;
  chainId: number;
  address: string;
  decimals: number;
}

// Addresses and decimals from docs/interface-decisions.md#chains-and-decimals; the HyperCore spot
// token has 8 decimals.
const TOKENS: TokenOnChain[] = [
  {
    symbol: 'USDC',
    chainId: 8453,
    address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    decimals: 6,
  },
  {
    symbol: 'USDC',
    chainId: 56,
    address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
    decimals: 18,
  },
  {
    symbol: 'USDT',
    chainId: 1,
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    decimals: 6,
  },
  {
    symbol: 'USDT',
    chainId: 56,
    address: '0x55d398326f99059fF775485246999027B3197955',
    decimals: 18,
  },
  { symbol: 'USDC', chainId: 1337, address: '0x6d1e7cde53ba9467b783cb7c530ce054', decimals: 8 },
];

// What a person types, and the base units expected on each decimals.
const INPUTS: [text: string, byDecimals: Record<number, bigint>][] = [
  ['1', { 6: 1_000_000n, 8: 100_000_000n, 18: 10n ** 18n }],
  ['1.5', { 6: 1_500_000n, 8: 150_000_000n, 18: 15n * 10n ** 17n }],
  ['0.000001', { 6: 1n, 8: 100n, 18: 10n ** 12n }],
  ['1234567.89', { 6: 1_234_567_890_000n, 8: 123_456_789_000_000n, 18: 123_456_789n * 10n ** 16n }],
];

const rows = TOKENS.flatMap((t) =>
  INPUTS.map(([text, exp]) => ({ ...t, text, expected: exp[t.decimals] })),
);

describe('per-chain decimals', () => {
  it.each(rows)('$symbol on chain $chainId ($decimals dp): "$text"', (row) => {
    expect(getChain(row.chainId)).toBeDefined();
    const parsed = parseAmount(row.text, row.decimals);
    expect(parsed).toEqual({ ok: true, value: row.expected });
    if (parsed.ok) expect(formatAmount(parsed.value, row.decimals)).toBe(row.text);
  });

  it('0 mismatches across the whole table', () => {
    const mismatches = rows.filter((row) => {
      const p = parseAmount(row.text, row.decimals);
      return !p.ok || p.value !== row.expected || formatAmount(p.value, row.decimals) !== row.text;
    });
    expect(mismatches).toEqual([]);
  });

  it('a raw amount read with the wrong chain’s decimals is visibly wrong', () => {
    const oneUsdcOnBase = 1_000_000n;
    expect(formatAmount(oneUsdcOnBase, 6)).toBe('1');
    expect(formatAmount(oneUsdcOnBase, 18)).toBe('0.000000000001');
  });

  it('precision beyond a chain’s decimals is refused there, accepted elsewhere', () => {
    expect(parseAmount('0.0000001', 6)).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseAmount('0.0000001', 8)).toEqual({ ok: true, value: 10n });
    expect(parseAmount('0.0000001', 18)).toEqual({ ok: true, value: 10n ** 11n });
  });

  it('displays the same human amount on every chain', () => {
    for (const t of TOKENS) {
      const p = parseAmount('1234.5', t.decimals);
      expect(p.ok && formatAmountDisplay(p.value, t.decimals)).toBe('1,234.5');
    }
  });
});
