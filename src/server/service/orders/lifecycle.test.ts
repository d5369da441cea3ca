// A transfer's whole life over HTTP with the manual clock (no sleeping): execution, funding,
// indexing, fill, refund, failure, idempotency, and a restart in the middle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { endpoints } from '../../../contract/endpoints';
import { getBalance } from '../ledger';
import { startTestService, type TestService } from '../testing/harness';
import {
  HOUR,
  INTEGRATOR,
  MINUTE,
  SECOND,
  USDC,
  alice,
  bob,
  createQuote,
  execute,
  expectFailure,
  getTransfer,
  pauseFills,
  setBalance,
} from './testing/order-helpers';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

const deposits = (query: Record<string, string>) =>
  t.client().call(endpoints.getDeposits, { query: { integratorId: INTEGRATOR, ...query } });
const deposit = (query: Record<string, string>) =>
  t.client().call(endpoints.getDeposit, { query: { integratorId: INTEGRATOR, ...query } });
const states = async (orderId: string) =>
  (await getTransfer(t, orderId)).history.map((h) => h.state);

describe('executed transfer', () => {
  it('goes submitted → deposited → filled, indexed after the latency, then finalized', async () => {
    const quote = await createQuote(t);
    const accepted = await execute(t, quote);
    expect(accepted).toEqual({
      orderId: quote.quoteId,
      state: 'submitted',
      acceptedAt: new Date(t.clock.now()).toISOString(),
    });
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('submitted');

    await t.clock.advance(2 * SECOND);
    const deposited = await getTransfer(t, quote.quoteId);
    expect(deposited.status).toMatchObject({ state: 'deposited', isTerminal: false });
    const { depositId, txnRef } = deposited.deposit!;
    // Mined, but the indexer has not seen it yet (1–15 s).
    expect(
      (await deposits({ depositor: alice.address })).map((d) => d.depositTxnRef),
    ).not.toContain(txnRef);
    await expectFailure(deposit({ depositTxnRef: txnRef }), {
      status: 404,
      code: 'DepositNotFoundException',
    });

    await t.clock.advance(3 * SECOND); // Arbitrum → Base fills in 3 s
    const filled = await getTransfer(t, quote.quoteId);
    expect(filled.status).toMatchObject({
      state: 'filled',
      isTerminal: true,
      finalized: false,
      description: 'Funds delivered on Base.',
    });
    expect(filled.fill).toMatchObject({
      outputAmount: quote.outputAmount,
      relayer: expect.stringMatching(/^0x/),
    });
    expect(filled.history.map((h) => h.state)).toEqual([
      'quoted',
      'submitted',
      'deposited',
      'filled',
    ]);

    await t.clock.advance(15 * SECOND);
    const listed = (await deposits({ address: alice.address })).find(
      (d) => d.depositTxnRef === txnRef,
    );
    expect(listed).toMatchObject({
      depositId,
      status: 'filled',
      originChainId: 42161,
      destinationChainId: 8453,
      fillTxnRef: filled.fill!.txnRef,
    });
    const byRef = await deposit({ depositTxnRef: txnRef });
    const byId = await deposit({ depositId, originChainId: '42161' });
    expect(byRef).toEqual({ ...byId, id: expect.any(String) });
    expect(byRef.deposit).toMatchObject({
      depositId,
      inputAmount: '25000000',
      status: 'filled',
      depositTxHash: txnRef,
    });
    expect(byRef.pagination).toEqual({ currentIndex: 0, maxIndex: 0 });

    await t.clock.advance(10 * MINUTE);
    expect((await getTransfer(t, quote.quoteId)).status.finalized).toBe(true);
  });

  it('takes the slow path above maxDepositShortDelay: slowFillRequested, then filled', async () => {
    const quote = await createQuote(t, { amount: '3000000000000' }); // 3,000,000 USDC
    await execute(t, quote);
    await t.clock.advance(5 * SECOND);
    const slow = await getTransfer(t, quote.quoteId);
    expect(slow.status).toMatchObject({ state: 'deposited', reason: 'SLOW_FILL_REQUESTED' });
    await t.clock.advance(15 * SECOND);
    expect((await deposit({ depositTxnRef: slow.deposit!.txnRef })).deposit.status).toBe(
      'slowFillRequested',
    );
    await t.clock.advance(90 * MINUTE);
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('filled');
  });

  it('accepts the deposit a wallet sent for a quote funded by transaction ({txnRef}) and indexes it under that reference', async () => {
    const quote = await createQuote(t, { funding: 'transaction' });
    expect(quote.nextActions.map((a) => a.kind)).toEqual([
      'approval',
      'send_transaction',
      'submit_execution',
    ]);
    const txnRef = `0x${'5e'.repeat(32)}`;
    await t
      .client()
      .call(endpoints.createExecution, { params: { orderId: quote.quoteId }, body: { txnRef } });
    await t.clock.advance(20 * SECOND);
    expect((await getTransfer(t, quote.quoteId)).deposit?.txnRef).toBe(txnRef);
    expect((await deposit({ depositTxnRef: txnRef })).deposit.status).toBe('filled');
  });

  it('fails with INSUFFICIENT_BALANCE when the depositor cannot pay, and debits nothing', async () => {
    expect((await setBalance(t, 42161, USDC.arbitrum, bob.address, '1000000')).status).toBe(200);
    const quote = await createQuote(t, { depositor: bob.address });
    await execute(t, quote, bob);
    await t.clock.advance(2 * SECOND);
    const failed = await getTransfer(t, quote.quoteId);
    expect(failed.status).toMatchObject({
      state: 'failed',
      reason: 'INSUFFICIENT_BALANCE',
      isTerminal: true,
    });
    expect(failed.deposit).toBeNull();
    expect(await getBalance(t.service.ctx.db, 42161, USDC.arbitrum, bob.address)).toBe(1_000_000n);
  });

  it('refunds when fills are paused past the fill deadline, crediting the balance back', async () => {
    const carol = privateKeyToAccount(`0x${'c4'.repeat(32)}`);
    await setBalance(t, 42161, USDC.arbitrum, carol.address, '100000000');
    await pauseFills(t, true);
    try {
      const quote = await createQuote(t, { depositor: carol.address });
      await execute(t, quote, carol);
      await t.clock.advance(20 * SECOND);
      expect(await getBalance(t.service.ctx.db, 42161, USDC.arbitrum, carol.address)).toBe(
        75_000_000n,
      );
      await t.clock.advance(4 * HOUR);
      const pending = await getTransfer(t, quote.quoteId);
      expect(pending.status).toMatchObject({
        state: 'refund_pending',
        reason: 'FILL_DEADLINE_PASSED',
        isTerminal: false,
      });
      expect((await deposit({ depositTxnRef: pending.deposit!.txnRef })).deposit.status).toBe(
        'expired',
      );

      await t.clock.advance(2 * HOUR);
      const refunded = await getTransfer(t, quote.quoteId);
      expect(refunded.status).toMatchObject({ state: 'refunded', isTerminal: true });
      expect(refunded.refund?.txnRef).toMatch(/^0x[0-9a-f]{64}$/);
      expect(refunded.fill).toBeNull();
      expect(refunded.history.map((h) => h.state)).toEqual([
        'quoted',
        'submitted',
        'deposited',
        'refund_pending',
        'refunded',
      ]);
      const record = (await deposit({ depositTxnRef: pending.deposit!.txnRef })).deposit;
      expect(record).toMatchObject({
        status: 'refunded',
        depositRefundTxnRef: refunded.refund!.txnRef,
      });
      expect(await getBalance(t.service.ctx.db, 42161, USDC.arbitrum, carol.address)).toBe(
        100_000_000n,
      );
    } finally {
      await pauseFills(t, false);
    }
  });
});

describe('POST /v1/quotes/{orderId}/executions', () => {
  it('replays the same body and refuses a different one (ALREADY_EXECUTED)', async () => {
    const quote = await createQuote(t);
    const first = await execute(t, quote);
    await t.clock.advance(1 * SECOND);
    expect(await execute(t, quote)).toEqual(first);
    await expectFailure(
      t.client().call(endpoints.createExecution, {
        params: { orderId: quote.quoteId },
        body: { txnRef: `0x${'11'.repeat(32)}` },
      }),
      { status: 409, code: 'ALREADY_EXECUTED' },
    );
    await t.clock.advance(20 * SECOND);
    expect(await states(quote.quoteId)).toEqual(['quoted', 'submitted', 'deposited', 'filled']);
  });

  it('refuses the arm the quote does not ask for, naming the field', async () => {
    const signed = await createQuote(t);
    await expectFailure(
      t.client().call(endpoints.createExecution, {
        params: { orderId: signed.quoteId },
        body: { txnRef: `0x${'12'.repeat(32)}` },
      }),
      { status: 400, code: 'INVALID_REQUEST', param: 'txnRef' },
    );
    const sent = await createQuote(t, { funding: 'transaction' });
    await expectFailure(
      t.client().call(endpoints.createExecution, {
        params: { orderId: sent.quoteId },
        body: { authorization: { signatures: { funding: `0x${'ab'.repeat(65)}` } } },
      }),
      { status: 400, code: 'INVALID_REQUEST', param: 'authorization' },
    );
    expect((await getTransfer(t, sent.quoteId)).status.state).toBe('quoted');
  });

  it('refuses a signature from anyone but the depositor (INVALID_SIGNATURE), then accepts the right one', async () => {
    const quote = await createQuote(t);
    await expectFailure(execute(t, quote, bob), { status: 400, code: 'INVALID_SIGNATURE' });
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('quoted');
    expect((await execute(t, quote)).state).toBe('submitted');
  });

  it('answers 410 QUOTE_EXPIRED after expiresAt, and the transfer reads as expired', async () => {
    const quote = await createQuote(t);
    await t.clock.advance(15 * MINUTE);
    await expectFailure(execute(t, quote), { status: 410, code: 'QUOTE_EXPIRED' });
    const expired = await getTransfer(t, quote.quoteId);
    expect(expired.status).toMatchObject({
      state: 'expired',
      reason: 'QUOTE_EXPIRED',
      isTerminal: true,
      finalized: true,
    });
    expect(expired.history).toEqual([
      { state: 'quoted', at: quote.createdAt, reason: null },
      { state: 'expired', at: quote.expiresAt, reason: 'QUOTE_EXPIRED' },
    ]);
  });

  it('answers 404 QUOTE_NOT_FOUND for an unknown order or another integrator’s', async () => {
    const quote = await createQuote(t);
    const funding = `0x${'ab'.repeat(65)}`;
    const body = { authorization: { signatures: { funding } } };
    await expectFailure(
      t
        .client()
        .call(endpoints.createExecution, { params: { orderId: `0x${'00'.repeat(32)}` }, body }),
      {
        status: 404,
        code: 'QUOTE_NOT_FOUND',
      },
    );
    await expectFailure(
      t
        .client('sk_sandbox_basic')
        .call(endpoints.createExecution, { params: { orderId: quote.quoteId }, body }),
      { status: 404, code: 'QUOTE_NOT_FOUND' },
    );
  });
});

describe('GET /v1/transfers/{orderId}', () => {
  it('answers errors in the {error: {type, code, message, requestId}} envelope', async () => {
    const bad = await t.fetch('/v1/transfers/0x1234');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'INVALID_ORDER_ID',
        requestId: expect.any(String),
      },
    });
    const missing = await t.fetch(`/v1/transfers/0x${'ee'.repeat(32)}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { type: 'not_found_error', code: 'TRANSFER_NOT_FOUND' },
    });
  });
});

describe('restart', () => {
  it('resumes a transfer mid-lifecycle on the same database and clock', async () => {
    const quote = await createQuote(t);
    await execute(t, quote);
    await t.clock.advance(2 * SECOND);
    await t.close({ keepDatabase: true });
    t = await startTestService({ database: t.database, clock: t.clock });
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('deposited');
    await t.clock.advance(5 * SECOND);
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('filled');
  });
});
