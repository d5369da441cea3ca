// GET /deposit/status over HTTP: the indexer's short response for deposits seeded straight into
// its table (pending → filled, expired → refunded, several in one transaction), a gasless deposit
// before the indexer sees it, and bad input refused in the indexer's {error, message} envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { USDC } from '../../../contract/testing/values';
import type { Db } from '../../db/open';
import { INTEGRATOR, SECOND, alice, expectFailure } from '../orders/testing/order-helpers';
import { startTestService, type TestService } from '../testing/harness';
import { findToken } from '../world/tokens';
import { expireDeposit, fillDeposit, refundDeposit } from './lifecycle';
import { insertDeposit, type NewDeposit } from './store';

let t: TestService;
let db: Db;
beforeAll(async () => {
  t = await startTestService();
  db = t.service.ctx.db;
});
afterAll(() => t.close());

const DAVE = '0x00000000000000000000000000000000000d4e11';
const ERIN = '0x00000000000000000000000000000000000e5111';

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

const status = (query: Record<string, string>) =>
  t.client().call(endpoints.getDepositStatus, { query: { integratorId: INTEGRATOR, ...query } });

/** The raw response, for requests the typed client would refuse before sending. */
async function raw(query: Record<string, string>) {
  const qs = new URLSearchParams({ integratorId: INTEGRATOR, ...query });
  const res = await t.fetch(`/api/deposit/status?${qs}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /deposit/status', () => {
  it('says pending until the fill, then filled with the fill transaction under both names', async () => {
    const d = await seed();
    const pending = await raw({ depositId: d.depositId, originChainId: '42161' });
    expect(pending).toEqual({
      status: 200,
      body: {
        status: 'pending',
        originChainId: 42161,
        depositId: d.depositId,
        destinationChainId: 8453,
        depositTxnRef: d.depositTxnRef,
        depositTxHash: d.depositTxnRef,
        fillTxnRef: null,
        fillTx: null,
        depositRefundTxnRef: null,
        depositRefundTxHash: null,
        actionsSucceeded: null,
        pagination: { currentIndex: 0, maxIndex: 0 },
        id: expect.any(String),
      },
    });

    const filled = await fillDeposit(db, d.row, { at: t.clock.now() });
    const fillTxnRef = (filled!.record as { fillTxnRef: string }).fillTxnRef;
    const selectors: Record<string, string>[] = [
      { depositTxnRef: d.depositTxnRef },
      { depositTxHash: d.depositTxnRef },
      { relayDataHash: d.relayHash },
      { depositId: `00${d.depositId}`, originChainId: '42161' }, // a decimal id, leading zeros
    ];
    for (const query of selectors) {
      expect(await status(query)).toMatchObject({
        status: 'filled',
        fillTx: fillTxnRef,
        fillTxnRef,
        depositId: d.depositId,
      });
    }
  });

  it('reports expired, then refunded with the refund transaction', async () => {
    const d = await seed();
    const expired = await expireDeposit(db, d.row, { at: t.clock.now() });
    expect((await status({ depositTxnRef: d.depositTxnRef })).status).toBe('expired');
    const refunded = await refundDeposit(db, expired!, { at: t.clock.now() });
    const ref = (refunded!.record as { depositRefundTxnRef: string }).depositRefundTxnRef;
    expect(await status({ depositTxnRef: d.depositTxnRef })).toMatchObject({
      status: 'refunded',
      depositRefundTxnRef: ref,
      depositRefundTxHash: ref,
      fillTx: null,
    });
  });

  it('walks the deposits of one transaction with index; past the end is IndexParamOutOfRange', async () => {
    const txn = `0x${'7c'.repeat(32)}`;
    const first = await seed({ depositTxnRef: txn });
    const second = await seed({ depositTxnRef: txn });
    expect(await status({ depositTxnRef: txn })).toMatchObject({
      depositId: first.depositId,
      pagination: { currentIndex: 0, maxIndex: 1 },
    });
    expect(await status({ depositTxnRef: txn, index: '1' })).toMatchObject({
      depositId: second.depositId,
      pagination: { currentIndex: 1, maxIndex: 1 },
    });
    expect(await raw({ depositTxnRef: txn, index: '2' })).toEqual({
      status: 400,
      body: {
        error: 'IndexParamOutOfRangeException',
        message: 'Index 2 out of range. Index must be between 0 and 1',
      },
    });
  });

  it('responds with DepositNotFoundException 404 for a deposit the indexer has not seen yet', async () => {
    const hidden = await seed({ visibleAt: t.clock.now() + 5 * SECOND });
    await expectFailure(status({ depositTxnRef: hidden.depositTxnRef }), {
      status: 404,
      code: 'DepositNotFoundException',
    });
    await t.clock.advance(5 * SECOND);
    expect((await status({ depositTxnRef: hidden.depositTxnRef })).status).toBe('pending');
  });

  it('knows a gasless deposit by its promised id while the service is still sending it', async () => {
    const quote = await t.client().call(endpoints.getGaslessQuote, {
      query: {
        amount: '25000000',
        inputToken: USDC.arbitrum,
        outputToken: USDC.base,
        originChainId: '42161',
        destinationChainId: '8453',
        depositor: alice.address,
        integratorId: INTEGRATOR,
      },
    });
    const typedData = quote.swapTx!.typedData as Parameters<typeof alice.signTypedData>[0];
    await t.client().call(endpoints.submitGasless, {
      query: { integratorId: INTEGRATOR },
      body: { swapTx: quote.swapTx!, signature: await alice.signTypedData(typedData) },
    });
    expect(await status({ depositId: quote.depositId, originChainId: '42161' })).toMatchObject({
      status: 'deposit-pending',
      depositId: quote.depositId,
      fillTx: null,
      pagination: { currentIndex: 0, maxIndex: 0 },
    });
  });

  it('needs one selector (IncorrectQueryParamsException)', async () => {
    const incomplete: Record<string, string>[] = [
      {},
      { depositId: '1' },
      { originChainId: '42161' },
      { depositTxnRef: `0x${'7c'.repeat(32)}`, relayDataHash: `0x${'7c'.repeat(32)}` },
    ];
    for (const query of incomplete) {
      const a = await raw(query);
      expect(a.status).toBe(400);
      expect(a.body).toEqual({
        error: 'IncorrectQueryParamsException',
        message: expect.any(String),
      });
    }
  });

  it.each([
    ['depositId', '1.5'],
    ['depositId', '-1'],
    ['depositId', '1'.repeat(79)],
    ['depositId', '1\u00002'],
    ['originChainId', '42161.5'],
    ['originChainId', '99999999999999999999'],
    ['index', '-1'],
    ['index', '1e3'],
    ['index', '99999999999999999999'],
    ['depositTxnRef', `0x${'7c'.repeat(31)}\u0000`],
    ['relayDataHash', '0x12'],
    ['sweepTxnRef', `0x${'7c'.repeat(32)}`],
    ['depositid', '1'],
  ])('refuses %s=%j with a ValidationError naming it', async (param, value) => {
    const a = await raw({ depositId: '1', originChainId: '42161', [param]: value });
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ error: 'ValidationError', message: expect.stringContaining(param) });
  });
});
