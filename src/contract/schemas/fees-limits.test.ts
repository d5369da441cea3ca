import { describe, expect, it } from 'vitest';
import {
  closedLimitsFixture,
  limitsFixture,
  limitsQueryFixture,
  suggestedFeesFixture,
  suggestedFeesQueryFixture,
} from '../fixtures/fees-limits';
import { USDC } from '../fixtures/values';
import { issuePaths } from '../primitives';
import {
  limitsQuery,
  limitsResponse,
  limitsTokenChoice,
  suggestedFeesQuery,
  suggestedFeesResponse,
} from './fees-limits';

describe('suggested fees', () => {
  it('parses the quote with lpFeePct "0" and the request id', () => {
    const q = suggestedFeesResponse.parse(suggestedFeesFixture);
    expect(q).toMatchObject({
      lpFeePct: '0',
      outputAmount: '24994912',
      id: suggestedFeesFixture.id,
    });
    expect(q.limits.maxDepositInstant).toBe('207118221301');
  });

  it('parses relayer, timestamp and allowUnmatchedDecimals', () => {
    const q = suggestedFeesQuery.parse({
      ...suggestedFeesQueryFixture,
      relayer: '0x3f02a932ef7a8359289c582f104848840d188168',
      allowUnmatchedDecimals: 'true',
      message: '0x',
    });
    expect(q).toMatchObject({
      allowUnmatchedDecimals: true,
      timestamp: '1763761000',
      originChainId: 42161,
    });
  });

  it.each([
    ['quoteTimestamp', '1763761000'],
    ['relayerAddress', USDC.base],
    ['token', USDC.base],
  ])('rejects the unknown parameter %s by name', (field, value) => {
    const r = suggestedFeesQuery.safeParse({ ...suggestedFeesQueryFixture, [field]: value });
    expect(issuePaths(r.error!.issues)).toEqual([field]);
  });
});

describe('limits', () => {
  it('accepts limits "0", no request id, and keeps reserves', () => {
    expect(limitsResponse.parse(closedLimitsFixture).maxDeposit).toBe('0');
    expect(limitsResponse.parse(limitsFixture)).toMatchObject({ reserves: limitsFixture.reserves });
  });

  it('accepts the token alternative and the pair', () => {
    expect(limitsQuery.safeParse(limitsQueryFixture).success).toBe(true);
    const { inputToken: _i, outputToken: _o, ...route } = limitsQueryFixture;
    expect(limitsQuery.safeParse({ ...route, token: USDC.arbitrum }).success).toBe(true);
    expect(limitsQuery.safeParse({ ...route, timestamp: '1763761000' }).success).toBe(false);
  });

  it.each([
    [
      { inputToken: USDC.arbitrum, outputToken: USDC.base },
      { ok: true, form: 'pair' },
    ],
    [{ token: USDC.arbitrum }, { ok: true, form: 'token' }],
    [{}, { ok: false }],
    [{ inputToken: USDC.arbitrum }, { ok: false }],
    [{ token: USDC.arbitrum, inputToken: USDC.arbitrum }, { ok: false }],
  ])('limitsTokenChoice(%j)', (q, expected) => {
    expect(limitsTokenChoice(q)).toMatchObject(expected);
  });
});
