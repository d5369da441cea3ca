// Transfers through a deposit address, end to end over HTTP with the manual clock: funds arrive
// (POST /sandbox/deposits) → deposit-pending → one sweep for every pending arrival → deposits in
// /deposits and /deposit by sweepTxnRef → filled, or (fills paused) refund-pending → refunded.
// Receivers are loopback listeners; every delivery is verified with the subscription's secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import {
  DEPOSITOR,
  USDC,
  arbitrumUsdc,
  sandboxDeposit,
  subscribe,
  usdcAddress,
  verified,
  webhookId,
} from '../deposit-addresses/testing/deposit-address-helpers';
import { startTestService, type TestService } from '../testing/harness';
import { startReceiver, type Receiver } from '../webhooks/testing/webhook-harness';
import { price } from '../world/pricing';
import { findToken } from '../world/tokens';

const HOUR = 3600_000;
let t: TestService;
const receivers: Receiver[] = [];
const secrets: string[] = [];
const query = { integratorId: '0xf00d' };

beforeAll(async () => {
  t = await startTestService({ allowLocalWebhooks: true });
});
afterAll(async () => {
  await t.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(respond: (i: number) => number = () => 200) {
  const r = await startReceiver((_hit, i) => ({ status: respond(i) }), t.clock.now);
  receivers.push(r);
  return r;
}

describe('POST /sandbox/deposits', () => {
  it('rejects what could not arrive, with a clear 400; 401 and 403 as elsewhere', async () => {
    const { address } = await usdcAddress(t);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        arbitrumUsdc('0x1111111111111111111111111111111111111111'),
        /not one of this integrator's deposit addresses/,
      ],
      [
        { ...arbitrumUsdc(address), inputToken: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' },
        /not a supported input/,
      ],
      [
        { ...arbitrumUsdc(address), originChainId: 8453, inputToken: USDC.base },
        /not a supported input/,
      ],
      [arbitrumUsdc(address, '1'), /below the min\. deposit limit/],
      [arbitrumUsdc(address, '9'.repeat(20)), /exceeds the max\. deposit limit/],
      [{ ...arbitrumUsdc(address), amount: '0' }, /amount/],
      [{ ...arbitrumUsdc(address), extra: true }, /Unknown field 'extra'/],
    ];
    for (const [body, message] of cases) {
      expect(await sandboxDeposit(t, body)).toEqual({
        status: 400,
        body: { error: 'ValidationError', message: expect.stringMatching(message) },
      });
    }
    expect((await sandboxDeposit(t, arbitrumUsdc(address), 'sk_sandbox_basic')).status).toBe(403);
    expect((await sandboxDeposit(t, arbitrumUsdc(address), null)).status).toBe(401);
  });
});

describe('a deposit-address transfer', () => {
  it('delivers deposit-pending, sweeps two arrivals in one transaction, then delivers confirmed and filled', async () => {
    const hook = await receiver();
    const sub = await subscribe(t, hook.url());
    secrets.push(sub.secret);
    const pda = await usdcAddress(t);
    const fromOptimism = {
      ...arbitrumUsdc(pda.address, '50000000'),
      originChainId: 10,
      inputToken: USDC.optimism,
    };
    const a = await sandboxDeposit(t, arbitrumUsdc(pda.address));
    const b = await sandboxDeposit(t, fromOptimism);
    expect(a).toMatchObject({
      status: 202,
      body: { depositAddressId: pda.id, status: 'deposit-pending', amount: '100000000' },
    });

    await t.clock.advance(0);
    const pending = hook.hits.map((h) => verified(sub.secret, h));
    expect(pending.map((e) => e.type)).toEqual([
      'pda_transfer.deposit-pending',
      'pda_transfer.deposit-pending',
    ]);
    expect(pending[0]!.data).toMatchObject({
      depositAddressId: pda.id,
      depositAddress: pda.address,
      originChainId: 42161,
      inputToken: USDC.arbitrum,
      inputAmount: '100000000',
      depositTxnRef: a.body.depositTxnRef,
      sweepTxnRef: null,
      depositId: null,
      outputAmount: null,
      fillTxnRef: null,
      status: 'deposit-pending',
      destination: {
        token: { chainId: 8453, address: USDC.base },
        recipient: { namespace: 'evm' },
      },
    });
    expect(pending[1]!.data.depositTxnRef).toBe(b.body.depositTxnRef);

    await t.clock.advance(30_000);
    const confirmed = hook.hits.slice(2).map((h) => verified(sub.secret, h));
    expect(confirmed.map((e) => e.type)).toEqual([
      'pda_transfer.deposit-confirmed',
      'pda_transfer.deposit-confirmed',
    ]);
    const sweepTxnRef = confirmed[0]!.data.sweepTxnRef!;
    expect(sweepTxnRef).toMatch(/^0x[0-9a-f]{64}$/);
    expect(confirmed[1]!.data.sweepTxnRef).toBe(sweepTxnRef);
    // Deposit ids count per origin chain: one deposit each, identified with its chain.
    expect(new Set(confirmed.map((e) => `${e.data.originChainId}:${e.data.depositId}`)).size).toBe(
      2,
    );
    expect(confirmed.every((e) => /^\d+$/.test(e.data.depositId ?? ''))).toBe(true);
    const expectedOut = price(
      findToken(42161, USDC.arbitrum)!,
      findToken(8453, USDC.base)!,
      100_000_000n,
    ).outputAmount;
    expect(confirmed.find((e) => e.data.originChainId === 42161)!.data).toMatchObject({
      status: 'unfilled',
      outputAmount: expectedOut.toString(),
      fillTxnRef: null,
    });

    await t.clock.advance(15_000); // the fills (3 s) and the indexer (≤ 15 s)
    const filled = hook.hits.slice(4).map((h) => verified(sub.secret, h));
    expect(filled.map((e) => e.type)).toEqual(['pda_transfer.filled', 'pda_transfer.filled']);
    expect(
      filled.every(
        (e) => e.data.status === 'filled' && /^0x[0-9a-f]{64}$/.test(e.data.fillTxnRef ?? ''),
      ),
    ).toBe(true);
    expect(new Set(hook.hits.map(webhookId)).size).toBe(6);

    const listed = await t
      .client()
      .call(endpoints.getDeposits, { query: { ...query, sweepTxnRef } });
    expect(listed.map((d) => d.depositTxnRef).sort()).toEqual(
      [a.body.depositTxnRef, b.body.depositTxnRef].sort(),
    );
    expect(
      listed.every(
        (d) => d.status === 'filled' && d.depositor.toLowerCase() === pda.address.toLowerCase(),
      ),
    ).toBe(true);
    const second = await t
      .client()
      .call(endpoints.getDeposit, { query: { ...query, sweepTxnRef, index: '1' } });
    expect(second.pagination).toEqual({ currentIndex: 1, maxIndex: 1 });
    expect(second.deposit).toMatchObject({
      sweepTxnRef,
      depositAddress: pda.address,
      depositRefundAddress: DEPOSITOR,
    });
  });

  it('retries a failing receiver: failing twice then OK → exactly 3 attempts with one webhook-id', async () => {
    const flaky = await receiver((i) => (i < 2 ? 500 : 200));
    const sub = await subscribe(t, flaky.url('/flaky'), ['pda_transfer.deposit-pending']);
    secrets.push(sub.secret);
    const pda = await usdcAddress(t);
    await sandboxDeposit(t, arbitrumUsdc(pda.address));
    await t.clock.advance(HOUR);
    expect(flaky.hits).toHaveLength(3);
    expect(new Set(flaky.hits.map(webhookId)).size).toBe(1);
    expect(new Set(flaky.hits.map((h) => h.body)).size).toBe(1);
    expect(verified(sub.secret, flaky.hits[2]!).type).toBe('pda_transfer.deposit-pending');
  });

  it('with fills paused: refund-pending at the fill deadline, refunded to the refund address at settlement', async () => {
    const hook = await receiver();
    const sub = await subscribe(t, hook.url('/refunds'), [
      'pda_transfer.refund-pending',
      'pda_transfer.refunded',
    ]);
    secrets.push(sub.secret);
    const pda = await usdcAddress(t, DEPOSITOR);
    await t.fetch('/sandbox/fills', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"paused":true}',
    });
    try {
      const arrived = await sandboxDeposit(t, arbitrumUsdc(pda.address));
      await t.clock.advance(30_000 + 4 * HOUR);
      const [refundPending] = hook.hits.map((h) => verified(sub.secret, h));
      expect(refundPending).toMatchObject({
        type: 'pda_transfer.refund-pending',
        data: { status: 'expired', fillTxnRef: null },
      });
      await t.clock.advance(2 * HOUR);
      const events = hook.hits.map((h) => verified(sub.secret, h));
      expect(events.map((e) => e.type)).toEqual([
        'pda_transfer.refund-pending',
        'pda_transfer.refunded',
      ]);
      expect(events[1]!.data).toMatchObject({
        status: 'refunded',
        depositTxnRef: arrived.body.depositTxnRef,
      });
      const { deposit } = await t.client().call(endpoints.getDeposit, {
        query: { ...query, depositTxnRef: String(arrived.body.depositTxnRef) },
      });
      expect(deposit).toMatchObject({
        status: 'refunded',
        depositRefundAddress: DEPOSITOR,
        depositRefundTxnRef: expect.stringMatching(/^0x/),
      });
    } finally {
      await t.fetch('/sandbox/fills', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"paused":false}',
      });
    }
  });

  it('no signing secret in any log line', () => {
    const logs = t.logs.join('');
    expect(secrets).toHaveLength(3);
    for (const s of secrets)
      expect([logs.includes(s), logs.includes(s.slice(6))]).toEqual([false, false]);
  });
});
