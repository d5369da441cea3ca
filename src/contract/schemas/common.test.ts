// Primitives added for the wire schemas, and the shared response blocks.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  anyAddressIn,
  decimalOut,
  intOut,
  intStringOut,
  issuePaths,
  positiveBaseUnits,
  safeId,
  signatureHex,
  txnRefIn,
  uintStringOut,
} from '../primitives';
import { SIGNATURE, SOLANA_ADDRESS, USDC } from '../testing/values';
import { feeItem, tokenRef, typedData } from './common';
import { idParams, receiverParams } from './ferry-integrator';
import { webhookSubscriptionParams } from './webhooks';

describe('request primitives', () => {
  it.each([
    [anyAddressIn, USDC.base, true],
    [anyAddressIn, SOLANA_ADDRESS, true],
    [anyAddressIn, 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', true], // TRON
    [anyAddressIn, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA0291', false],
    [anyAddressIn, '../../etc/passwd', false],
    [anyAddressIn, 'vitalik.eth', false],
    [txnRefIn, `0x${'ab'.repeat(32)}`, true],
    [
      txnRefIn,
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
      true,
    ],
    [txnRefIn, '0x1234', false],
    [signatureHex, SIGNATURE, true],
    [signatureHex, SIGNATURE.slice(0, 130), true], // ERC-2098 compact
    [signatureHex, SIGNATURE.slice(0, 100), false],
    [positiveBaseUnits, '1', true],
    [
      positiveBaseUnits,
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      true,
    ],
    [positiveBaseUnits, '0', false],
    [positiveBaseUnits, '01', false],
    [positiveBaseUnits, '1e6', false],
    [safeId, 'whsub_8f2c41d07a9e4b3c', true],
    [safeId, '..', false],
    [safeId, '%2e%2e', false],
    [safeId, 'a'.repeat(128), true],
    [safeId, 'a'.repeat(129), false],
  ] as const)('%#: %s', (schema, value, ok) => {
    expect((schema as z.ZodType).safeParse(value).success).toBe(ok);
  });
});

describe('ids in a path', () => {
  it.each(['pda_0123abcd', 'a'.repeat(128), 'a'.repeat(129), '..', ''])(
    'every route with an id reads %j alike',
    (id) => {
      const read = [idParams, receiverParams, webhookSubscriptionParams].map(
        (schema) => schema.safeParse({ id }).success,
      );
      expect(new Set(read).size).toBe(1);
    },
  );
});

describe('tolerant response primitives', () => {
  it.each([
    [uintStringOut, '25000000', '25000000'],
    [uintStringOut, 25000000, '25000000'],
    // A max-uint allowance sent as a JSON number is already rounded; keep it as digits.
    [uintStringOut, 1.157920892373162e77, BigInt(1.157920892373162e77).toString()],
    [intStringOut, -12488, '-12488'],
    [intStringOut, '-12488', '-12488'],
    [decimalOut, 0.05, '0.05'],
    [decimalOut, '1e-7', '1e-7'],
    [intOut, '402118877', 402118877],
  ] as const)('%#: parses %s', (schema, input, output) => {
    expect((schema as z.ZodType).parse(input)).toBe(output);
  });

  it.each([
    [uintStringOut, -1],
    [uintStringOut, 1.5],
    [uintStringOut, '1.5'],
    [decimalOut, 'NaN'],
    [decimalOut, Number.POSITIVE_INFINITY],
    [intOut, 'twelve'],
  ] as const)('%#: rejects %s', (schema, input) => {
    expect((schema as z.ZodType).safeParse(input).success).toBe(false);
  });
});

describe('issuePaths', () => {
  it('names unknown keys at their full path, inside unions too', () => {
    const s = z.union([
      z.strictObject({ a: z.strictObject({ b: z.number() }) }),
      z.strictObject({ c: z.string() }),
    ]);
    const r = s.safeParse({ a: { b: 1, bee: 2 } });
    expect(issuePaths(r.error!.issues)).toEqual(['a.bee']);
    const r2 = z.strictObject({ x: z.number() }).safeParse({ x: 'one' });
    expect(issuePaths(r2.error!.issues)).toEqual(['x']);
  });
});

describe('shared blocks', () => {
  it('accepts a token with numeric-string chain id and keeps extra fields', () => {
    const t = tokenRef.parse({
      chainId: '8453',
      address: USDC.base,
      decimals: 6,
      symbol: 'USDC',
      logo: 'x',
    });
    expect(t).toMatchObject({ chainId: 8453, logo: 'x' });
  });

  it('accepts a negative fee with pct scaled by 1e18, rejects a fee without amount', () => {
    expect(
      feeItem.parse({ amount: '-120', amountUsd: '-0.00012', pct: '-4800000000000' }).amount,
    ).toBe('-120');
    expect(feeItem.safeParse({ amountUsd: '0.1' }).success).toBe(false);
  });

  it('requires primaryType and types in typed data', () => {
    const ok = {
      domain: {},
      types: { A: [{ name: 'x', type: 'uint256' }] },
      primaryType: 'A',
      message: { x: '1' },
    };
    expect(typedData.safeParse(ok).success).toBe(true);
    expect(typedData.safeParse({ ...ok, primaryType: '' }).success).toBe(false);
  });
});
