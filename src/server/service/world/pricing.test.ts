import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToUnits, limits, price, priceForOutput, rescale, unitsToUsd } from './pricing';
import { findToken } from './tokens';

const token = (chainId: number, address: string) => {
  const t = findToken(chainId, address);
  if (!t) throw new Error(`no token ${address} on ${chainId}`);
  return t;
};
const usdcBase = token(8453, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
const usdcArb = token(42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
const usdcBnb = token(56, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d');

describe('pricing', () => {
  it('fee lines add up to the total and output is input minus fees', () => {
    const p = price(usdcBase, usdcArb, 1_000_000_000n); // 1,000 USDC
    expect(p.lp.amount + p.relayerCapital.amount + p.destinationGas.amount).toBe(p.total.amount);
    expect(p.outputAmount).toBe(1_000_000_000n - p.total.amount);
    expect(p.lp.amount).toBe(100_000n); // 0.01 %
    expect(p.relayerCapital.amount).toBe(300_000n); // 0.03 %
  });

  it('rescales between 6 and 18 decimals without losing the fee split (USDC Base → BNB)', () => {
    const p = price(usdcBase, usdcBnb, 10_000_000n); // 10 USDC
    expect(p.output.decimals).toBe(18);
    expect(p.outputAmount).toBe((10_000_000n - p.total.amount) * 10n ** 12n);
  });

  it('exact output finds the smallest input that delivers at least the output', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2_000_000n, max: 10n ** 13n }), (want) => {
        const p = priceForOutput(usdcBase, usdcArb, want);
        expect(p.outputAmount >= want).toBe(true);
        expect(price(usdcBase, usdcArb, p.inputAmount - 1n).outputAmount < want).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('limits are ordered and the minimum covers the fill gas', () => {
    const l = limits(usdcBase, 1);
    expect(l.minDeposit).toBeGreaterThan(0n);
    expect(l.recommendedDepositInstant).toBeLessThan(l.maxDepositInstant);
    expect(l.maxDepositInstant).toBeLessThan(l.maxDepositShortDelay);
    expect(l.maxDepositShortDelay).toBeLessThan(l.maxDeposit);
    expect(l.minDeposit).toBeGreaterThanOrEqual(centsToUnits(usdcBase, 85n) * 2n);
  });

  it('USD values are exact decimal strings', () => {
    expect(unitsToUsd(usdcBase, 1_000_000n)).toBe('1.00'); // 0.99985 rounds half up
    expect(unitsToUsd(usdcBnb, 10n ** 18n)).toBe('1.00');
    expect(rescale(123n, 18, 6)).toBe(0n);
  });
});
