import { describe, expect, it } from 'vitest';
import {
  depositAddressRecordFixture,
  depositAddressRequestFixture,
} from '../testing/deposit-addresses';
import { USDC } from '../testing/values';
import { issuePaths } from '../primitives';
import { depositAddressRecord, depositAddressRequest } from './deposit-addresses';

describe('deposit-address request', () => {
  it('accepts a request without refund addresses (optional, advised)', () => {
    const { refundAddresses: _r, ...bare } = depositAddressRequestFixture;
    expect(depositAddressRequest.safeParse(bare).success).toBe(true);
  });

  it.each([
    [
      { destination: { token: { chainID: 8453, address: USDC.base }, recipient: USDC.base } },
      'destination.token.chainID',
    ],
    [{ ...depositAddressRequestFixture, refundAddress: [] }, 'refundAddress'],
    [
      {
        ...depositAddressRequestFixture,
        refundAddresses: [{ namespace: 'evm', address: USDC.base, chain: 1 }],
      },
      'refundAddresses.0.chain',
    ],
  ])('names the unknown field (%#)', (body, path) => {
    expect(issuePaths(depositAddressRequest.safeParse(body).error!.issues)).toContain(path);
  });

  it('rejects a chain id sent as a string', () => {
    const body = {
      ...depositAddressRequestFixture,
      destination: {
        ...depositAddressRequestFixture.destination,
        token: { chainId: '8453', address: USDC.base },
      },
    };
    expect(issuePaths(depositAddressRequest.safeParse(body).error!.issues)).toEqual([
      'destination.token.chainId',
    ]);
  });
});

describe('deposit-address record', () => {
  it('accepts indicativeFees null and limits "0"', () => {
    const rec = depositAddressRecord.parse(depositAddressRecordFixture);
    const inputs = rec.depositInstructions[0]!.supportedInputs;
    expect(inputs.map((i) => i.indicativeFees === null)).toEqual([false, true, false]);
    expect(inputs[2]!.limits).toEqual({ minInputAmount: '0', maxInputAmount: '0' });
    expect(rec.expiresAt).toBeNull();
  });

  it('rejects an input token without decimals', () => {
    const { decimals: _d, ...token } = depositAddressRecordFixture.destination.token;
    const bad = {
      ...depositAddressRecordFixture,
      destination: { ...depositAddressRecordFixture.destination, token },
    };
    expect(issuePaths(depositAddressRecord.safeParse(bad).error!.issues)).toEqual([
      'destination.token.decimals',
    ]);
  });
});
