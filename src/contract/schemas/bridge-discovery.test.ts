import { describe, expect, it } from 'vitest';
import { availableRoutesFixture, chainsFixture } from '../testing/bridge-discovery';
import { depositStatusFixture } from '../testing/deposits';
import { issuePaths } from '../primitives';
import { availableRoutesResponse, chainsQuery, chainsResponse } from './bridge-discovery';
import { depositStatusQuery, depositStatusResponse } from './deposit-status';

describe('available routes and chains, as the real service sends them', () => {
  it('accepts an older route without isNative, numeric-string chain ids and unknown fields', () => {
    const { isNative: _, ...old } = availableRoutesFixture[0]!;
    const [route] = availableRoutesResponse.parse([
      { ...old, originChainId: '42161', l1TokenAddress: '0x01' },
    ]);
    expect(route).toMatchObject({ originChainId: 42161, l1TokenAddress: '0x01' });
    expect(route!.isNative).toBeUndefined();
  });

  it('keeps a chain’s unknown fields and its tokens’ (e.g. a future spoke pool version)', () => {
    const [chain] = chainsResponse.parse([
      {
        ...chainsFixture[0],
        spokePoolVersion: 4,
        inputTokens: [{ ...chainsFixture[0]!.inputTokens[0], l1Token: '0x01' }],
      },
    ]);
    expect(chain).toMatchObject({ spokePoolVersion: 4, inputTokens: [{ l1Token: '0x01' }] });
  });

  it('reads chainId as one value or a repeated key, and omitTokens as a boolean', () => {
    expect(chainsQuery.parse({ chainId: '10', omitTokens: 'false' })).toEqual({
      chainId: [10],
      omitTokens: false,
    });
    expect(chainsQuery.parse({ chainId: ['10', '8453'] })).toEqual({ chainId: [10, 8453] });
    const bad = chainsQuery.safeParse({ chainId: ['10', '8453.5'] });
    expect(issuePaths(bad.error!.issues)).toContain('chainId.1');
  });
});

describe('deposit status', () => {
  it('accepts the OAS example’s text "null," for actionsSucceeded and a numeric depositId', () => {
    const parsed = depositStatusResponse.parse({
      ...depositStatusFixture,
      depositId: 3912470,
      actionsSucceeded: 'null,',
    });
    expect(parsed.depositId).toBe('3912470');
  });

  it('reads an unknown status as "unknown" instead of failing', () => {
    expect(depositStatusResponse.parse({ ...depositStatusFixture, status: 'bridged' }).status).toBe(
      'unknown',
    );
  });

  it('takes /deposit’s selectors but not sweepTxnRef, and names an unknown key', () => {
    const r = depositStatusQuery.safeParse({ sweepTxnRef: `0x${'ab'.repeat(32)}` });
    expect(issuePaths(r.error!.issues)).toEqual(['sweepTxnRef']);
  });
});
