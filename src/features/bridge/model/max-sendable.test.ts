import { describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import { gasReserve, sendable, share } from './max-sendable';
import type { TokenOption } from './route-options';

const token = (address: string, decimals: number, max = 0n): TokenOption => ({
  id: address,
  symbol: decimals === 18 ? 'ETH' : 'USDC',
  name: 'Token',
  logoUrl: null,
  priceUsd: null,
  input: { address, chainId: 42161, decimals, symbol: 'X' },
  output: { address, chainId: 8453, decimals, symbol: 'X' },
  available: true,
  limits: { min: 1n, max },
});
const ETH = token(zeroAddress, 18);
const USDC = token('0xaf88d065e77c8cc2239327c5edb3a432268e5831', 6);

describe('sendable', () => {
  it('keeps a gas reserve back from a native coin', () => {
    const s = sendable(ETH, 42161, { kind: 'known', value: 10n ** 18n });
    expect(s?.reserve).toBe(gasReserve(42161, 18));
    expect(s?.max).toBe(10n ** 18n - 5n * 10n ** 14n);
  });

  it('keeps more back on Ethereum, where gas costs more', () => {
    expect(gasReserve(1, 18)).toBe(5n * 10n ** 15n);
    expect(gasReserve(1, 18)).toBeGreaterThan(gasReserve(8453, 18));
  });

  it('offers the whole balance of a token that does not pay gas', () => {
    expect(sendable(USDC, 42161, { kind: 'known', value: 1_234_567n })).toEqual({
      max: 1_234_567n,
      reserve: 0n,
      cappedByLimit: false,
    });
  });

  it("stops at the route's maximum", () => {
    const capped = token(USDC.id, 6, 1_000_000n);
    expect(sendable(capped, 42161, { kind: 'known', value: 5_000_000n })).toMatchObject({
      max: 1_000_000n,
      cappedByLimit: true,
    });
  });

  it('offers nothing when the balance is all reserve, zero or unknown', () => {
    expect(sendable(ETH, 42161, { kind: 'known', value: 4n * 10n ** 14n })).toBeUndefined();
    expect(sendable(USDC, 42161, { kind: 'known', value: 0n })).toBeUndefined();
    expect(sendable(USDC, 42161, { kind: 'unreadable' })).toBeUndefined();
  });
});

describe('share', () => {
  it('cuts a share down to a whole base unit, never up', () => {
    expect(share(10n, 25)).toBe(2n);
    expect(share(1_000_001n, 50)).toBe(500_000n);
    expect(share(400n, 75)).toBe(300n);
  });
});
