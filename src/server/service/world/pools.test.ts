import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedSources, poolsOn, quoteSwapLeg } from './pools';
import { atSpot } from './pricing';
import { findToken, NATIVE } from './tokens';

const token = (chainId: number, address: string) => {
  const t = findToken(chainId, address);
  if (!t) throw new Error(`no token ${address} on ${chainId}`);
  return t;
};
const usdcArb = token(42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
const wethArb = token(42161, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1');
const ethArb = token(42161, NATIVE);
const daiArb = token(42161, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1');
const wbtcArb = token(42161, '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f');

describe('simulated pools', () => {
  it('hold every ERC-20 of a chain against its USDC on the first two sources; none where USDC is absent', () => {
    const pools = poolsOn(42161);
    expect(new Set(pools.map((p) => p.source))).toEqual(new Set(['uniswap_v3', 'camelot_v3']));
    expect(pools.every((p) => p.b.address === usdcArb.address)).toBe(true);
    expect(poolsOn(130)).toEqual([]);
  });

  it('a small trade swaps near the spot price, and more input never buys less (x·y = k)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 15n, max: 10n ** 24n }), (amount) => {
        const a = quoteSwapLeg(daiArb, wethArb, amount)!;
        const b = quoteSwapLeg(daiArb, wethArb, amount + amount / 10n)!;
        expect(b.outputAmount).toBeGreaterThanOrEqual(a.outputAmount);
        // Never more than the spot value: fees and impact only take away.
        expect(a.outputAmount).toBeLessThanOrEqual(atSpot(amount, daiArb, wethArb));
      }),
      { numRuns: 200, seed: 12 },
    );
    const small = quoteSwapLeg(usdcArb, wethArb, 1_000_000n)!; // 1 USDC
    const spot = atSpot(1_000_000n, usdcArb, wethArb);
    expect(small.outputAmount * 1000n).toBeGreaterThan(spot * 996n); // within the 0.3 % fee + dust
  });

  it('price impact grows with size', () => {
    const rate = (amount: bigint) =>
      (quoteSwapLeg(wbtcArb, usdcArb, amount)!.outputAmount * 10n ** 8n) / amount;
    expect(rate(10n ** 6n)).toBeGreaterThan(rate(10n ** 9n)); // 0.01 WBTC vs 10 WBTC
  });

  it('native ETH trades as WETH, and the source filter chooses among the pools', () => {
    const viaEth = quoteSwapLeg(ethArb, usdcArb, 10n ** 18n)!;
    const viaWeth = quoteSwapLeg(wethArb, usdcArb, 10n ** 18n)!;
    expect(viaEth.outputAmount).toBe(viaWeth.outputAmount);
    expect(viaWeth.source).toBe('uniswap_v3'); // the deeper pool quotes best
    expect(
      quoteSwapLeg(wethArb, usdcArb, 10n ** 18n, { excludeSources: ['uniswap_v3'] })?.source,
    ).toBe('camelot_v3');
    expect(
      quoteSwapLeg(wethArb, usdcArb, 10n ** 18n, { includeSources: ['curve'] }),
    ).toBeUndefined();
    expect(allowedSources(42161, { includeSources: ['camelot_v3', 'nope'] })).toEqual([
      'camelot_v3',
    ]);
  });
});
