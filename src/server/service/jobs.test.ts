import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { Database } from '../db/open';
import { openTestDatabase } from '../db/testing/fresh-database';
import { createLogger } from '../logger';
import { JobScheduler } from './jobs';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const logger = createLogger({ level: 'silent' });

describe('JobScheduler', () => {
  it('runs a job when it falls due, once, and survives a restart', async () => {
    const clock = manualClock();
    const ran: unknown[] = [];
    const handlers = { note: async (p: Record<string, unknown>) => void ran.push(p.n) };
    const first = new JobScheduler({ db: database.db, clock, logger, handlers });
    await first.start();
    await first.schedule('note', clock.after(10_000), { n: 1 });
    await first.schedule('note', clock.after(60_000), { n: 2 });
    await clock.advance(10_000);
    expect(ran).toEqual([1]);

    // Restart: the old scheduler stops, a new one re-arms what is still pending.
    await first.stop();
    const second = new JobScheduler({ db: database.db, clock, logger, handlers });
    await second.start();
    await clock.advance(50_000);
    expect(ran).toEqual([1, 2]);
    await clock.advance(1_000_000);
    expect(ran).toEqual([1, 2]);
    await second.stop();
  });

  it('retries a failing handler with backoff', async () => {
    const clock = manualClock();
    let calls = 0;
    const jobs = new JobScheduler({
      db: database.db,
      clock,
      logger,
      handlers: {
        flaky: async () => {
          calls += 1;
          if (calls < 3) throw new Error('not yet');
        },
      },
    });
    await jobs.start();
    await jobs.schedule('flaky', clock.now(), {});
    await clock.advance(0);
    expect(calls).toBe(1);
    await clock.advance(60_000);
    expect(calls).toBe(3);
    await jobs.stop();
  });
});
