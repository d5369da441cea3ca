// A restart in the middle of a deposit-address transfer (service closed, a new one started on
// the same database and clock): the pending retry, the sweep and the fill all resume, and every
// event is delivered once (one webhook-id each, no duplicate after the restart).
import { afterAll, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import type { Database } from '../../db/open';
import { openTestDatabase } from '../../db/testing/fresh-database';
import { startTestService, type TestService } from '../testing/harness';
import { startReceiver, type Receiver } from '../webhooks/testing/webhook-harness';
import {
  arbitrumUsdc,
  sandboxDeposit,
  subscribe,
  usdcAddress,
  verified,
  webhookId,
} from './testing/deposit-address-helpers';

let database: Database | undefined;
let current: TestService | undefined;
let hook: Receiver | undefined;
afterAll(async () => {
  await current?.close();
  await hook?.close();
  await database?.close();
});

it('resumes deliveries, the sweep and the fill after a restart, with no duplicate event', async () => {
  database = await openTestDatabase();
  const clock = manualClock();
  current = await startTestService({ database, clock });
  // The first attempt fails, so a retry is pending when the service stops.
  hook = await startReceiver((_hit, i) => ({ status: i === 0 ? 503 : 200 }), clock.now);
  const sub = await subscribe(current, hook.url());
  const pda = await usdcAddress(current);
  await sandboxDeposit(current, arbitrumUsdc(pda.address));
  await clock.advance(0);
  expect(hook.hits).toHaveLength(1);

  await current.close({ keepDatabase: true });
  expect(clock.pending()).toBe(0); // nothing of the old service is left on the clock
  current = await startTestService({ database, clock });
  await clock.advance(3600_000);

  const events = hook.hits.map((h) => verified(sub.secret, h));
  expect(events.map((e) => e.type)).toEqual([
    'pda_transfer.deposit-pending', // 503
    'pda_transfer.deposit-pending', // retried after the restart, same webhook-id
    'pda_transfer.deposit-confirmed',
    'pda_transfer.filled',
  ]);
  const ids = hook.hits.map(webhookId);
  expect(ids[1]).toBe(ids[0]);
  expect(new Set(ids).size).toBe(3);
  expect(new Set(events.map((e) => e.id)).size).toBe(3);

  // A second restart later sends nothing again.
  await current.close({ keepDatabase: true });
  current = await startTestService({ database, clock });
  await clock.advance(24 * 3600_000);
  expect(hook.hits).toHaveLength(4);
});
