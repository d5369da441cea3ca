import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvent } from '../../../contract/schemas/webhook-events';
import type { WebhookEventType } from '../../../contract/schemas/webhooks';
import type { Database } from '../../db/open';
import { bffDepositStates, bffWebhookEvents } from '../../db/bff/schema/integrator';
import { openTestDatabase } from '../../db/testing/fresh-database';
import { depositKeyOf } from './event-rank';
import { depositState } from './event-queries';
import { storeEvent, storeEvents } from './event-store';
import { eventBody } from './testing/integrator-harness';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const store = (type: WebhookEventType, webhookId: string, txn: string) => {
  const payload = JSON.parse(eventBody(type, { txn })) as unknown;
  return storeEvent(database.db, {
    webhookId,
    subscriptionId: 'sub_1',
    owner: '0xa',
    event: webhookEvent.parse(payload),
    payload,
    body: JSON.stringify(payload),
    receivedAt: 1,
  });
};
const keyOf = (txn: string) =>
  depositKeyOf(webhookEvent.parse(JSON.parse(eventBody('pda_transfer.filled', { txn }))).data)!;

const fillPath: WebhookEventType[] = [
  'pda_transfer.deposit-pending',
  'pda_transfer.deposit-confirmed',
  'pda_transfer.filled',
];
const refundPath: WebhookEventType[] = [
  'pda_transfer.deposit-pending',
  'pda_transfer.deposit-confirmed',
  'pda_transfer.refund-pending',
  'pda_transfer.refunded',
];

describe('event store', () => {
  it('the same webhook-id stored 5 times concurrently → exactly 1 row, 1 state change', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => store('pda_transfer.deposit-pending', 'msg_dup', '0xd1')),
    );
    expect(results.filter((r) => r.row).length).toBe(1);
    const rows = await database.db
      .select()
      .from(bffWebhookEvents)
      .where(eq(bffWebhookEvents.webhookId, 'msg_dup'));
    expect(rows).toHaveLength(1);
    expect((await store('pda_transfer.deposit-pending', 'msg_dup', '0xd1')).row).toBeUndefined();
  });

  it('terminal first, older pending second → the deposit stays filled', async () => {
    await store('pda_transfer.filled', 'msg_t1', '0xa10');
    await store('pda_transfer.deposit-pending', 'msg_t2', '0xa10');
    await store('pda_transfer.deposit-confirmed', 'msg_t3', '0xa10');
    const state = await depositState(database.db, keyOf('0xa10'));
    expect(state?.type).toBe('pda_transfer.filled');
    expect(state?.status).toBe('filled');
  });

  it('1,000 fast-check shuffled event orders, stored in group-commit batches → 0 regressions', async () => {
    // Each order: one deposit's path (fill or refund), a random subset of its earlier events
    // plus the terminal one, shuffled, each event assigned to a write round (so events of one
    // deposit meet both within one batch and across batches). Round r stores every order's
    // events of round r in one statement, as the receiver's group commit does.
    const order = fc
      .tuple(fc.boolean(), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }))
      .chain(([refund, keep]) => {
        const path = refund ? refundPath : fillPath;
        const events = [...path.slice(0, -1).filter((_, i) => keep[i]), path.at(-1)!];
        return fc.tuple(
          fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
          fc.array(fc.nat(3), { minLength: events.length, maxLength: events.length }),
        );
      })
      .map(([events, rounds]) => {
        const sorted = [...rounds].sort();
        return events.map((type, i) => ({ type, round: sorted[i]! }));
      });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1_000, maxLength: 1_000 }), async (orders) => {
        runs += 1;
        const tag = `0xa10r${runs}o`;
        for (let round = 0; round < 4; round++) {
          const batch = orders.flatMap((events, o) =>
            events
              .filter((e) => e.round === round)
              .map((e) => {
                const payload = JSON.parse(eventBody(e.type, { txn: `${tag}${o}` })) as unknown;
                return {
                  webhookId: `msg_${tag}${o}_${e.type}`,
                  subscriptionId: 'sub_1',
                  owner: '0xa',
                  event: webhookEvent.parse(payload),
                  payload,
                  body: JSON.stringify(payload),
                  receivedAt: round,
                };
              }),
          );
          if (batch.length) await storeEvents(database.db, batch);
        }
        const states = new Map(
          (await database.db.select().from(bffDepositStates)).map((r) => [r.depositKey, r.type]),
        );
        let regressions = 0;
        for (const [o, events] of orders.entries()) {
          const terminal = events.find(
            (e) => e.type === 'pda_transfer.filled' || e.type === 'pda_transfer.refunded',
          )!;
          if (states.get(keyOf(`${tag}${o}`)) !== terminal.type) regressions += 1;
        }
        expect(regressions).toBe(0);
      }),
      { numRuns: 1, seed: 10_000 },
    );
    expect(runs).toBe(1);
  });

  it('a batch (group commit) with one webhook-id twice and two events of one deposit: first wins, highest rank stays', async () => {
    const input = (type: WebhookEventType, webhookId: string) => {
      const payload = JSON.parse(eventBody(type, { txn: '0xbatch' })) as unknown;
      return {
        webhookId,
        subscriptionId: 'sub_1',
        owner: '0xa',
        event: webhookEvent.parse(payload),
        payload,
        body: JSON.stringify(payload),
        receivedAt: 3,
      };
    };
    const results = await storeEvents(database.db, [
      input('pda_transfer.deposit-confirmed', 'msg_b1'),
      input('pda_transfer.deposit-confirmed', 'msg_b1'),
      input('pda_transfer.filled', 'msg_b2'),
      input('pda_transfer.deposit-pending', 'msg_b3'),
    ]);
    expect(results.map((r) => Boolean(r.row))).toEqual([true, false, true, true]);
    expect((await depositState(database.db, keyOf('0xbatch')))?.type).toBe('pda_transfer.filled');
  });

  it('a terminal state is never replaced by the other terminal event (first one stays)', async () => {
    await store('pda_transfer.refunded', 'msg_r1', '0xr1');
    await store('pda_transfer.filled', 'msg_r2', '0xr1');
    expect((await depositState(database.db, keyOf('0xr1')))?.type).toBe('pda_transfer.refunded');
  });

  it('an unknown event type is stored in the inbox but never moves the state', async () => {
    await store('pda_transfer.deposit-confirmed', 'msg_u1', '0xu1');
    const payload = {
      ...JSON.parse(eventBody('pda_transfer.filled', { txn: '0xu1' })),
      type: 'pda_transfer.future',
    };
    const { row } = await storeEvent(database.db, {
      webhookId: 'msg_u2',
      subscriptionId: 'sub_1',
      owner: '0xa',
      event: webhookEvent.parse(payload),
      payload,
      body: JSON.stringify(payload),
      receivedAt: 2,
    });
    expect(row?.type).toBe('pda_transfer.future');
    expect((await depositState(database.db, keyOf('0xu1')))?.type).toBe(
      'pda_transfer.deposit-confirmed',
    );
  });
});
