import { describe, expect, it } from 'vitest';
import {
  closedLimitsFixture,
  limitsFixture,
  limitsQueryFixture,
  suggestedFeesFixture,
  suggestedFeesQueryFixture,
} from '../testing/fees-limits';
import { USDC } from '../testing/values';
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
    ['isNative', 'true'],
  ])('ignores the unknown parameter %s, as the real service does', (field, value) => {
    const r = suggestedFeesQuery.safeParse({ ...suggestedFeesQueryFixture, [field]: value });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty(field);
  });

  it.each([
    ['skipAmountLimit', 'yes'],
    ['relayer', 'not-an-address'],
    ['timestamp', '-1'],
    ['allowUnmatchedDecimals', '1'],
  ])('refuses a wrong value of the known parameter %s by name', (field, value) => {
    const r = suggestedFeesQuery.safeParse({ ...suggestedFeesQueryFixture, [field]: value });
    expect(issuePaths(r.error!.issues)).toEqual([field]);
  });

  it('reads skipAmountLimit as a boolean and takes the older token form', () => {
    const { inputToken: _i, outputToken: _o, ...route } = suggestedFeesQueryFixture;
    const r = suggestedFeesQuery.parse({ ...route, token: USDC.base, skipAmountLimit: 'true' });
    expect(r).toMatchObject({ token: USDC.base, skipAmountLimit: true });
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
    // /limits takes no timestamp: an unknown key there is ignored, not an error.
    expect(limitsQuery.parse({ ...route, timestamp: '1763761000' })).not.toHaveProperty(
      'timestamp',
    );
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
