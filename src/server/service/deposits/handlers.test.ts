// GET /deposits and GET /deposit over HTTP, on deposits seeded straight into the indexer's
// table, plus the deposit-level transitions of lifecycle.ts with their onChange hook.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { USDC } from '../../../contract/testing/values';
import type { Db } from '../../db/open';
import { getBalance } from '../ledger';
import { expectFailure, INTEGRATOR } from '../orders/testing/order-helpers';
import { startTestService, type TestService } from '../testing/harness';
import { findToken } from '../world/tokens';
import { expireDeposit, fillDeposit, refundDeposit, requestSlowFill } from './lifecycle';
import { findDeposit, insertDeposit, type NewDeposit } from './store';

let t: TestService;
let db: Db;
beforeAll(async () => {
  t = await startTestService();
  db = t.service.ctx.db;
});
afterAll(() => t.close());

const DAVE = '0x00000000000000000000000000000000000d4e11';
const ERIN = '0x00000000000000000000000000000000000e5111';
const SWEEP = `0x${'5a'.repeat(32)}`;

function seed(over: Partial<NewDeposit> = {}) {
  const now = t.clock.now();
  return insertDeposit(db, {
    input: findToken(42161, USDC.arbitrum)!,
    output: findToken(8453, USDC.base)!,
    inputAmount: 5_000_000n,
    outputAmount: 4_990_000n,
    feeAmount: 10_000n,
    depositor: DAVE,
    recipient: ERIN,
    refundAddress: null,
    quoteTimestamp: now,
    fillDeadline: now + 4 * 3600_000,
    at: now,
    visibleAt: now,
    ...over,
  });
}

const list = (query: Record<string, string> = {}) =>
  t.client().call(endpoints.getDeposits, { query: { integratorId: INTEGRATOR, ...query } });
const one = (query: Record<string, string>) =>
  t.client().call(endpoints.getDeposit, { query: { integratorId: INTEGRATOR, ...query } });

describe('GET /deposits', () => {
  it('lists indexed deposits newest first, filtered by depositor or address, paged', async () => {
    const a = await seed();
    await t.clock.advance(1000);
    const b = await seed({ depositor: ERIN, recipient: DAVE });
    await seed({ visibleAt: t.clock.now() + 10_000 }); // mined, not yet indexed
    const byDave = await list({ address: DAVE });
    expect(byDave.map((d) => d.depositTxnRef)).toEqual([b.depositTxnRef, a.depositTxnRef]);
    expect(
      (await list({ depositor: DAVE.toUpperCase().replace('0X', '0x') })).map(
        (d) => d.depositTxnRef,
      ),
    ).toEqual([a.depositTxnRef]);
    expect(
      (await list({ address: DAVE, limit: '1', skip: '1' })).map((d) => d.depositTxnRef),
    ).toEqual([a.depositTxnRef]);
    expect(byDave[0]).not.toHaveProperty('depositTxHash'); // list form
    expect(byDave[0]).toMatchObject({ status: 'unfilled', message: '0x', speedups: [] });
  });

  it('filters by sweepTxnRef and caps limit at 1000 (INVALID_PARAM naming the field)', async () => {
    await seed({ sweepTxnRef: SWEEP });
    await seed({ sweepTxnRef: SWEEP });
    expect(await list({ sweepTxnRef: SWEEP })).toHaveLength(2);
    const res = await t.fetch(`/api/deposits?integratorId=${INTEGRATOR}&limit=1001`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      type: 'ServiceApiError',
      code: 'INVALID_PARAM',
      param: 'limit',
      status: 400,
    });
  });
});

describe('GET /deposit', () => {
  it('finds one deposit by txn ref, deposit id + chain, or relay hash', async () => {
    const d = await seed();
    const byRef = await one({ depositTxnRef: d.depositTxnRef.toUpperCase().replace('0X', '0x') });
    expect(byRef.deposit).toMatchObject({
      depositId: d.depositId,
      depositTxHash: d.depositTxnRef,
      depositRefundAddress: null,
    });
    expect(
      (await one({ depositId: d.depositId, originChainId: '42161' })).deposit.depositTxnRef,
    ).toBe(d.depositTxnRef);
    expect((await one({ relayDataHash: d.relayHash })).deposit.depositId).toBe(d.depositId);
    expect((await one({ depositTxHash: d.depositTxnRef })).pagination).toEqual({
      currentIndex: 0,
      maxIndex: 0,
    });
  });

  it('walks the deposits of one sweep with index', async () => {
    const sweep = `0x${'5b'.repeat(32)}`;
    const first = await seed({ sweepTxnRef: sweep });
    const second = await seed({ sweepTxnRef: sweep });
    expect(await one({ sweepTxnRef: sweep })).toMatchObject({
      deposit: { depositId: first.depositId },
      pagination: { currentIndex: 0, maxIndex: 1 },
    });
    expect(await one({ sweepTxnRef: sweep, index: '1' })).toMatchObject({
      deposit: { depositId: second.depositId },
      pagination: { currentIndex: 1, maxIndex: 1 },
    });
    await expectFailure(one({ sweepTxnRef: sweep, index: '2' }), {
      status: 404,
      code: 'DepositNotFoundException',
    });
  });

  it('enforces exactly one selector (IncorrectQueryParamsException, {error, message})', async () => {
    const cases: Record<string, string>[] = [
      {},
      { depositId: '1' },
      { depositTxnRef: SWEEP, sweepTxnRef: SWEEP },
      { depositTxnRef: SWEEP, relayDataHash: SWEEP },
    ];
    for (const query of cases) {
      const res = await t.fetch(
        `/api/deposit?${new URLSearchParams({ integratorId: INTEGRATOR, ...query })}`,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'IncorrectQueryParamsException',
        message: expect.any(String),
      });
    }
  });

  it('responds with DepositNotFoundException 404 for nothing indexed', async () => {
    const hidden = await seed({ visibleAt: t.clock.now() + 5000 });
    const res = await t.fetch(
      `/api/deposit?integratorId=${INTEGRATOR}&depositTxnRef=${hidden.depositTxnRef}`,
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: 'DepositNotFoundException',
      message: expect.any(String),
    });
  });
});

describe('lifecycle.ts transitions', () => {
  it('fills once, credits the recipient and reports the change', async () => {
    const { row } = await seed();
    const onChange = vi.fn();
    const before = await getBalance(db, 8453, USDC.base, ERIN);
    const filled = await fillDeposit(db, row, { at: t.clock.now() }, onChange);
    expect(filled?.record).toMatchObject({
      status: 'filled',
      fillTxnRef: expect.stringMatching(/^0x/),
      relayer: expect.any(String),
    });
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: row.id, status: 'filled' }),
      'filled',
      db,
      t.clock.now(),
    );
    expect(await getBalance(db, 8453, USDC.base, ERIN)).toBe(before + 4_990_000n);
    expect(await fillDeposit(db, filled!, { at: t.clock.now() }, onChange)).toBeUndefined();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('slow-fill request → expire → refund to the refund address, each only from its state', async () => {
    const { row } = await seed({ refundAddress: DAVE });
    const at = t.clock.now();
    const slow = await requestSlowFill(db, row, { at });
    expect(slow?.status).toBe('slowFillRequested');
    expect(await refundDeposit(db, slow!, { at })).toBeUndefined();
    const expired = await expireDeposit(db, slow!, { at });
    expect(expired?.status).toBe('expired');
    const before = await getBalance(db, 42161, USDC.arbitrum, DAVE);
    const refunded = await refundDeposit(db, expired!, { at });
    expect(refunded?.record).toMatchObject({
      status: 'refunded',
      depositRefundTxnRef: expect.stringMatching(/^0x/),
    });
    expect(await getBalance(db, 42161, USDC.arbitrum, DAVE)).toBe(before + 5_000_000n);
    expect((await findDeposit(db, row.id))?.status).toBe('refunded');
  });
});
