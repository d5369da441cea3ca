import { describe, expect, it } from 'vitest';
import { gasFloors, tooLittleGas } from './intrinsic-gas';

const to = '0x000000000000000000000000000000000000dEaD';

describe('the least gas a node takes a transaction with', () => {
  it('is 21,000 for a plain transfer, and a transfer given exactly that is taken', () => {
    expect(gasFloors({ to })).toEqual({ intrinsic: 21_000n, floor: 21_000n });
    expect(tooLittleGas({ to, gas: 21_000n })).toBeUndefined();
  });

  it('charges calldata 4 per zero byte and 16 per other byte, with EIP-7623’s floor above it', () => {
    // 600 non-zero bytes and 4 zero bytes, like a depositNative call's share of each.
    const data = `0x${'ab'.repeat(600)}${'00'.repeat(4)}` as const;
    expect(gasFloors({ to, data })).toEqual({
      intrinsic: 21_000n + 600n * 16n + 4n * 4n,
      floor: 21_000n + (600n * 4n + 4n) * 10n,
    });
  });

  it('adds contract creation, init-code words, access lists and EIP-7702 authorizations', () => {
    const data = `0x${'60'.repeat(33)}` as const; // 33 bytes: two words
    expect(gasFloors({ data }).intrinsic).toBe(21_000n + 32_000n + 33n * 16n + 2n * 2n);
    const withList = gasFloors({
      to,
      accessList: [{ address: to, storageKeys: [`0x${'00'.repeat(32)}`, `0x${'11'.repeat(32)}`] }],
      authorizationList: [{ address: to, chainId: 1, nonce: 0, r: '0x1', s: '0x1', yParity: 0 }],
    });
    expect(withList.intrinsic).toBe(21_000n + 2_400n + 2n * 1_900n + 25_000n);
  });

  it('refuses in geth’s words, naming the gas given and the minimum', () => {
    expect(tooLittleGas({ to, gas: 20_999n })).toBe(
      'intrinsic gas too low: gas 20999, minimum needed 21000',
    );
    const data = `0x${'ab'.repeat(100)}` as const; // intrinsic 22,600; floor 25,000
    expect(tooLittleGas({ to, data, gas: 23_000n })).toBe(
      'insufficient gas for floor data gas cost: gas 23000, minimum needed 25000',
    );
  });
});
