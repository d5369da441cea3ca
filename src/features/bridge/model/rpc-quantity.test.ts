import { numberToHex, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { rpcQuantity } from './rpc-quantity';

describe('rpcQuantity', () => {
  it('writes zero as 0x0, as JSON-RPC wants it', () => {
    expect(rpcQuantity(0n)).toBe('0x0');
  });

  it('gives what viem gives for amounts in wei and for chain ids', () => {
    for (const value of [1n, 15n, 16n, 10n ** 18n, 2n ** 256n - 1n]) {
      expect(rpcQuantity(value)).toBe(toHex(value));
    }
    for (const chainId of [1, 8453, 42161, 999]) {
      expect(rpcQuantity(chainId)).toBe(numberToHex(chainId));
    }
  });

  it('refuses a negative value instead of writing a minus sign into the quantity', () => {
    expect(() => rpcQuantity(-1n)).toThrow(/negative/);
  });
});
