import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { Database } from '../db/open';
import { openTestDatabase } from '../db/testing/fresh-database';
import { createLogger } from '../logger';
import { svcJobs } from '../db/service/schema';
import { eq } from 'drizzle-orm';
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

  it('waits at least a real second before a retry, however fast the service clock runs', async () => {
    // At 720× (SERVICE_CLOCK_SPEED in a demo) five attempts once took 0.6 s of real time.
    const clock = manualClock(Date.UTC(2026, 10, 21), 720);
    let calls = 0;
    const jobs = new JobScheduler({
      db: database.db,
      clock,
      logger,
      handlers: {
        'always-fails': async () => {
          calls += 1;
          throw new Error('the destination reverted');
        },
      },
    });
    await jobs.start();
    const id = await jobs.schedule('always-fails', clock.now(), {});
    await clock.advance(0);
    expect(calls).toBe(1);
    await clock.advance(900);
    expect(calls).toBe(1);
    await clock.advance(60_000);
    expect(calls).toBe(5);
    const [row] = await database.db.select().from(svcJobs).where(eq(svcJobs.id, id!));
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    await jobs.stop();
  });

  it('keeps trying while a chain does not respond, without using up its attempts', async () => {
    const clock = manualClock();
    let calls = 0;
    const refused = () =>
      Object.assign(new Error('HTTP request failed. Details: fetch failed'), {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8545'), {
          code: 'ECONNREFUSED',
        }),
      });
    const jobs = new JobScheduler({
      db: database.db,
      clock,
      logger,
      handlers: {
        'node-down': async () => {
          calls += 1;
          if (calls <= 12) throw refused();
        },
      },
    });
    await jobs.start();
    const id = await jobs.schedule('node-down', clock.now(), {});
    await clock.advance(0);
    for (let i = 0; i < 12; i++) await clock.advance(5_000);
    expect(calls).toBe(13);
    const [row] = await database.db.select().from(svcJobs).where(eq(svcJobs.id, id!));
    expect(row?.status).toBe('done');
    await jobs.stop();
  });

  it('runs a job that failed for good again when the scheduler starts next', async () => {
    const clock = manualClock();
    let fixed = false;
    const ran: boolean[] = [];
    const handlers = {
      'fails-until-fixed': async () => {
        ran.push(fixed);
        if (!fixed) throw new Error('not yet');
      },
    };
    const first = new JobScheduler({ db: database.db, clock, logger, handlers });
    await first.start();
    const id = await first.schedule('fails-until-fixed', clock.now(), {});
    await clock.advance(10 * 60_000);
    expect(ran).toEqual([false, false, false, false, false]);
    await first.stop();

    fixed = true;
    const second = new JobScheduler({ db: database.db, clock, logger, handlers });
    await second.start();
    await clock.advance(0);
    expect(ran.at(-1)).toBe(true);
    const [row] = await database.db.select().from(svcJobs).where(eq(svcJobs.id, id!));
    expect(row?.status).toBe('done');
    await second.stop();
  });
});
