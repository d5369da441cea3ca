import { describe, expect, it } from 'vitest';
import {
  depositListItemFixture,
  depositResponseFixture,
  unfilledDepositFixture,
} from '../testing/deposits';
import { DEPOSIT_TX, RELAY_HASH, SWEEP_TX } from '../testing/values';
import { issuePaths } from '../primitives';
import { depositQuery, depositResponse, depositSelector } from './deposit';
import { depositListItem, depositsQuery, depositsResponse, depositStatuses } from './deposits';

describe('deposit list record', () => {
  it('reads the text "null" in exclusivityDeadline as null', () => {
    expect(depositListItem.parse(depositListItemFixture).exclusivityDeadline).toBeNull();
    expect(
      depositListItem.parse({
        ...depositListItemFixture,
        exclusivityDeadline: '2025-11-21T21:55:20.000Z',
      }).exclusivityDeadline,
    ).toBe('2025-11-21T21:55:20.000Z');
  });

  it.each(depositStatuses)('keeps status %s', (status) => {
    expect(depositListItem.parse({ ...depositListItemFixture, status }).status).toBe(status);
  });

  it('turns an unknown status into "unknown" instead of failing', () => {
    expect(depositListItem.parse({ ...depositListItemFixture, status: 'bridging' }).status).toBe(
      'unknown',
    );
  });

  it('accepts an unfilled deposit with its fill fields null and keeps extra fields', () => {
    const [filled, unfilled] = depositsResponse.parse([
      { ...depositListItemFixture, integrator: '0xf00d' },
      unfilledDepositFixture,
    ]);
    expect(filled).toMatchObject({ integrator: '0xf00d' });
    expect(unfilled).toMatchObject({ status: 'unfilled', fillTxnRef: null, relayer: null });
  });

  it('keeps a very long depositId as an exact string', () => {
    const depositId =
      '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    expect(depositListItem.parse({ ...depositListItemFixture, depositId }).depositId).toBe(
      depositId,
    );
  });

  it('rejects a record without a status', () => {
    const { status: _status, ...rest } = depositListItemFixture;
    expect(issuePaths(depositListItem.safeParse(rest).error!.issues)).toEqual(['status']);
  });
});

describe('single deposit record', () => {
  it('accepts chain ids as numeric strings and returns numbers', () => {
    const { deposit, pagination } = depositResponse.parse(depositResponseFixture);
    expect([deposit.originChainId, deposit.destinationChainId]).toEqual([42161, 8453]);
    expect(deposit).toMatchObject({
      sweepTxnRef: SWEEP_TX,
      fillBlockNumber: 38544120,
      indexerVersion: 'v3.4.1',
    });
    expect(pagination).toEqual({ currentIndex: 0, maxIndex: 0 });
  });

  it('rejects a non-numeric chain id', () => {
    const bad = {
      ...depositResponseFixture,
      deposit: { ...depositResponseFixture.deposit, originChainId: 'arb' },
    };
    expect(issuePaths(depositResponse.safeParse(bad).error!.issues)).toEqual([
      'deposit.originChainId',
    ]);
  });
});

describe('queries', () => {
  it.each([
    [{ limit: '1000' }, true],
    [{ limit: '1' }, true],
    [{ limit: '1001' }, false],
    [{ skip: '0' }, true],
    [{ skip: '-1' }, false],
    [{ skip: '1.5' }, false],
    [{ address: '0xE86cd45f5A5B268813183C57Cf67234D21C9f086' }, true],
    [{ sweepTxnRef: SWEEP_TX }, true],
    [{ status: 'filled' }, false],
  ])('/deposits %j → %s', (q, ok) => {
    expect(depositsQuery.safeParse(q).success).toBe(ok);
  });

  it('/deposit parses numbers and names an unknown parameter', () => {
    expect(
      depositQuery.parse({ depositId: '3912470', originChainId: '42161', index: '2' }),
    ).toEqual({
      depositId: '3912470',
      originChainId: 42161,
      index: 2,
    });
    expect(issuePaths(depositQuery.safeParse({ txHash: DEPOSIT_TX }).error!.issues)).toEqual([
      'txHash',
    ]);
  });
});

describe('depositSelector', () => {
  it.each([
    [{ depositTxnRef: DEPOSIT_TX }, 'depositTxnRef'],
    [{ depositTxHash: DEPOSIT_TX }, 'depositTxHash'],
    [{ depositId: '1', originChainId: 10 }, 'depositIdAndOriginChainId'],
    [{ depositId: '1', originChainId: '10' }, 'depositIdAndOriginChainId'],
    [{ relayDataHash: RELAY_HASH }, 'relayDataHash'],
    [{ sweepTxnRef: SWEEP_TX, index: 1 }, 'sweepTxnRef'],
  ])('%j uses %s', (q, selector) => {
    expect(depositSelector(q)).toEqual({ ok: true, selector });
  });

  it.each([
    [{}, /Provide one of/],
    [{ index: 0 }, /Provide one of/],
    [{ depositId: '1' }, /together/],
    [{ originChainId: 10 }, /together/],
    [{ depositTxnRef: DEPOSIT_TX, relayDataHash: RELAY_HASH }, /only one selector/],
    [{ sweepTxnRef: SWEEP_TX, depositTxnRef: DEPOSIT_TX }, /sweepTxnRef cannot be combined/],
    [{ depositTxnRef: '' }, /Provide one of/],
  ])('%j is refused', (q, reason) => {
    const r = depositSelector(q);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });
});
