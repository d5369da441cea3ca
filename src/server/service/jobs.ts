// Durable timers. Every future step of a lifecycle (a fill, the indexer seeing a deposit, a
// refund, a sweep) is a row in svc_jobs with the epoch time it falls due, so a restart loses
// nothing: start() re-arms every pending row. Runs are claimed with a conditional update, so
// a job never runs twice even if its timer fires twice. A failure is retried (job-retry.ts); a
// job that failed for good runs again at the next start, since what it waited for (a node, a
// fix) may be back: handlers are idempotent and return at once when their lifecycle is over.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock, TimerHandle } from '../clock';
import type { Db } from '../db/open';
import { svcJobs } from '../db/service/schema';
import type { Logger } from '../logger';
import { isChainUnavailable, MAX_ATTEMPTS, retryDelay, UNAVAILABLE_RETRY_MS } from './job-retry';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export class JobScheduler {
  private timers = new Map<number, TimerHandle>();
  private running = new Set<Promise<void>>();
  private started = false;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      logger: Logger;
      handlers?: Record<string, JobHandler>;
    },
  ) {
    this.handlers = { ...deps.handlers };
  }

  private readonly handlers: Record<string, JobHandler>;

  /** Modules register their job kinds before start(). */
  register(kind: string, handler: JobHandler) {
    this.handlers[kind] = handler;
  }

  /** Persist a job; pass the transaction that creates the state it acts on. */
  async schedule(
    kind: string,
    dueAt: number,
    payload: Record<string, unknown>,
    tx: Db = this.deps.db,
  ) {
    if (!this.handlers[kind]) throw new Error(`No handler for job kind ${kind}`);
    const [row] = await tx
      .insert(svcJobs)
      .values({ kind, dueAt: Math.round(dueAt), payload })
      .returning({ id: svcJobs.id });
    if (this.started && row) this.arm(row.id, dueAt);
    return row?.id;
  }

  /**
   * Arm a timer for every pending job (after a restart, in-flight work resumes here), and give
   * every job that failed for good a new set of attempts, due now.
   */
  async start() {
    this.started = true;
    const { db, clock } = this.deps;
    const rearmed = await db
      .update(svcJobs)
      .set({ status: 'pending', attempts: 0, dueAt: Math.round(clock.now()) })
      .where(eq(svcJobs.status, 'failed'))
      .returning({ id: svcJobs.id });
    if (rearmed.length > 0) {
      this.deps.logger.info({ jobs: rearmed.length }, 'failed jobs re-armed at start');
    }
    const pending = await db
      .select({ id: svcJobs.id, dueAt: svcJobs.dueAt })
      .from(svcJobs)
      .where(sql`${svcJobs.status} in ('pending', 'running')`);
    // A job left 'running' by a crash is run again: handlers are written to be idempotent.
    await db.update(svcJobs).set({ status: 'pending' }).where(eq(svcJobs.status, 'running'));
    for (const job of pending) this.arm(job.id, job.dueAt);
  }

  /**
   * Cancel the pending jobs of `kinds` whose payload names `id` (a deposit a rollback took off
   * its chain), in `tx`.
   */
  async cancel(tx: Db, kinds: readonly string[], id: number) {
    if (kinds.length === 0) return;
    const cancelled = await tx
      .update(svcJobs)
      .set({ status: 'cancelled' })
      .where(
        and(
          inArray(svcJobs.kind, [...kinds]),
          eq(svcJobs.status, 'pending'),
          sql`${svcJobs.payload}->>'id' = ${String(id)}`,
        ),
      )
      .returning({ id: svcJobs.id });
    for (const { id: jobId } of cancelled) {
      this.timers.get(jobId)?.cancel();
      this.timers.delete(jobId);
    }
  }

  /** The kinds of the jobs (of any status) whose payload names `id`. */
  async kindsFor(tx: Db, id: number): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ kind: svcJobs.kind })
      .from(svcJobs)
      .where(sql`${svcJobs.payload}->>'id' = ${String(id)}`);
    return rows.map((r) => r.kind);
  }

  /** Stop arming timers and wait for runs in progress. */
  async stop() {
    this.started = false;
    for (const t of this.timers.values()) t.cancel();
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private arm(id: number, dueAt: number) {
    this.timers.get(id)?.cancel();
    this.timers.set(
      id,
      this.deps.clock.at(dueAt, () => {
        this.timers.delete(id);
        return this.trackRun(id, 0);
      }),
    );
  }

  private trackRun(id: number, invisibleTries: number) {
    const run = this.run(id, invisibleTries).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  private async run(id: number, invisibleTries = 0) {
    const { db, logger, clock } = this.deps;
    const handlers = this.handlers;
    const [job] = await db
      .update(svcJobs)
      .set({ status: 'running', attempts: sql`${svcJobs.attempts} + 1` })
      .where(and(eq(svcJobs.id, id), eq(svcJobs.status, 'pending')))
      .returning();
    if (!job) {
      // Scheduled inside a transaction that has not committed yet (PostgreSQL: another
      // connection cannot see the row), or already claimed. Look again shortly until the row
      // exists (then it runs) or it is clearly gone (rolled back) or done.
      const [row] = await db
        .select({ status: svcJobs.status })
        .from(svcJobs)
        .where(eq(svcJobs.id, id));
      if (!row && invisibleTries < 40 && this.started) {
        this.deps.clock.at(this.deps.clock.now() + 25, () => this.trackRun(id, invisibleTries + 1));
      }
      return;
    }
    try {
      await handlers[job.kind]!(job.payload as Record<string, unknown>);
      await db.update(svcJobs).set({ status: 'done', lastError: null }).where(eq(svcJobs.id, id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // A node that does not respond: wait for it without using up an attempt.
      const unavailable = isChainUnavailable(err);
      const attempts = unavailable ? job.attempts - 1 : job.attempts;
      const failed = attempts >= MAX_ATTEMPTS;
      logger.error(
        { job: job.kind, id, attempt: job.attempts, err: message },
        failed
          ? 'job failed for good'
          : unavailable
            ? 'job waits for its chain'
            : 'job failed, retrying',
      );
      const delay = unavailable ? UNAVAILABLE_RETRY_MS : retryDelay(attempts, clock.speed);
      const dueAt = clock.now() + delay;
      await db
        .update(svcJobs)
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 500),
          dueAt: Math.round(dueAt),
        })
        .where(eq(svcJobs.id, id));
      if (!failed && this.started) this.arm(id, dueAt);
    }
  }
}
