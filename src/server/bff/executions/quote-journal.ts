// The BFF's record of the quotes passing through it, off the response's path. Writing each quote to
// the database before responding cost about as much CPU as the service spends pricing it (a
// statement per quote: quotes arrive one by one, so group commit rarely groups them), and made
// the quote path the slowest of the BFF (docs/benchmarks.md, "side by side").
//
// Instead a quote is appended to a journal file with one synchronous write (the same durability
// as PGlite's own files: it survives the process being killed) before the response leaves, and the
// journal is moved into the database in one statement every `flushEveryMs`. Each flush starts a
// new journal file and deletes the old one once its quotes are committed, so a crash at any
// moment leaves every quote sent back in a file or in the database; at start the files left are
// replayed. Until its flush, a quote is found in memory on this instance.
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { Clock, TimerHandle } from '../../clock';
import type { Db } from '../../db/open';
import type { Logger } from '../../logger';
import { findQuote, recordQuotes, type QuoteRecord } from './store';

export interface QuoteJournal {
  /** Keeps `q`: on disk (or in memory without a folder) when this returns. */
  record(q: QuoteRecord): void;
  /** The newest record of an order: not yet flushed, or from the database. */
  find(orderId: string): Promise<QuoteRecord | undefined>;
  /** Moves every journaled quote into the database (tests; close). */
  flush(): Promise<void>;
  /** Flushes, then stops the timer and closes the file. */
  close(): Promise<void>;
}

export interface JournalOptions {
  db: Db;
  logger: Logger;
  /** Drives the flush timer (a manual clock in tests flushes only when moved). */
  clock: Clock;
  /** Folder for the journal files; absent keeps unflushed quotes in memory only (tests). */
  dir?: string | undefined;
  /** How long a quote may wait for its flush. */
  flushEveryMs?: number;
}

const FILE = /^quotes-(\d+)\.jsonl$/;
const MAX_PER_STATEMENT = 200;

interface Generation {
  n: number;
  fd: number | undefined;
  quotes: QuoteRecord[];
}

/** Opens the journal, first replaying into the database whatever a previous run left. */
export async function openQuoteJournal(opts: JournalOptions): Promise<QuoteJournal> {
  if (!opts.dir) return memoryQuoteJournal(opts);
  mkdirSync(opts.dir, { recursive: true });
  holdLock(opts.dir);
  const last = await replay(opts.db, opts.dir, opts.logger);
  return journal(opts, last);
}

/** Without a folder: unflushed quotes live in memory only (tests, in-process tools). */
export const memoryQuoteJournal = (opts: Omit<JournalOptions, 'dir'>) =>
  journal({ ...opts, dir: undefined }, 0);

function journal(opts: JournalOptions, last: number): QuoteJournal {
  const { db, logger, dir } = opts;
  const flushEveryMs = opts.flushEveryMs ?? 50;
  // A generation's file is created with its first quote.
  const open = (n: number): Generation => ({ n, fd: undefined, quotes: [] });
  let current = open(last + 1);
  /** Generations whose flush failed, retried with the next. */
  const unflushed: Generation[] = [];
  const pending = new Map<string, QuoteRecord>();
  let timer: TimerHandle | undefined;
  let flushing: Promise<void> | undefined;

  async function flushOnce() {
    if (current.quotes.length > 0) {
      unflushed.push(current);
      current = open(current.n + 1);
    }
    while (unflushed.length > 0) {
      const gen = unflushed[0]!;
      for (let i = 0; i < gen.quotes.length; i += MAX_PER_STATEMENT) {
        await recordQuotes(db, gen.quotes.slice(i, i + MAX_PER_STATEMENT));
      }
      unflushed.shift();
      if (gen.fd !== undefined) {
        closeSync(gen.fd);
        unlinkSync(fileOf(dir!, gen.n));
      }
      // A newer record of the same order stays pending until its own flush.
      for (const q of gen.quotes) if (pending.get(q.orderId) === q) pending.delete(q.orderId);
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce()
      .catch((err: unknown) => {
        logger.warn({ err }, 'could not move journaled quotes into the database; will retry');
        schedule();
      })
      .finally(() => {
        flushing = undefined;
      });
    return flushing;
  }

  function schedule() {
    if (timer) return;
    timer = opts.clock.at(opts.clock.now() + flushEveryMs, () => {
      timer = undefined;
      void flush();
    });
  }

  return {
    record(q) {
      if (dir) {
        current.fd ??= openSync(fileOf(dir, current.n), 'a');
        writeSync(current.fd, `${JSON.stringify(q)}\n`);
      }
      current.quotes.push(q);
      pending.set(q.orderId, q);
      schedule();
    },
    async find(orderId) {
      const waiting = pending.get(orderId);
      if (waiting) return waiting;
      const row = await findQuote(db, orderId);
      return (
        row && {
          orderId: row.orderId,
          expiresAt: row.expiresAt,
          quote: row.quote,
          now: row.createdAt,
        }
      );
    },
    async flush() {
      // A flush already running may have started before the newest quotes: run one more.
      await flushing;
      await flush();
    },
    async close() {
      timer?.cancel();
      timer = undefined;
      await this.flush();
      if (current.fd !== undefined) closeSync(current.fd);
      if (dir) unlinkQuietly(path.join(dir, 'owner.pid'));
    },
  };
}

/**
 * One process per journal: a second one would replay (and delete) files the first is writing.
 * A lock left by a process that no longer runs is taken over.
 */
function holdLock(dir: string) {
  const lock = path.join(dir, 'owner.pid');
  try {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `${dir} is in use by another Ferry process (pid ${owner}); give each instance its own DATA_DIR`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  writeFileSync(lock, String(process.pid));
}

function isRunning(pid: number) {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const fileOf = (dir: string, n: number) => path.join(dir, `quotes-${n}.jsonl`);

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** Moves the quotes of journal files left by an earlier run into the database, oldest first. */
async function replay(db: Db, dir: string, logger: Logger): Promise<number> {
  const files = readdirSync(dir)
    .map((name) => ({ name, n: Number(FILE.exec(name)?.[1] ?? NaN) }))
    .filter((f) => Number.isSafeInteger(f.n))
    .sort((a, b) => a.n - b.n);
  const quotes: QuoteRecord[] = [];
  for (const f of files) {
    for (const line of readFileSync(path.join(dir, f.name), 'utf8').split('\n')) {
      const q = parseLine(line);
      if (q) quotes.push(q);
      // A line cut short by a crash mid-write was never sent back: nothing to keep.
    }
  }
  for (let i = 0; i < quotes.length; i += MAX_PER_STATEMENT) {
    await recordQuotes(db, quotes.slice(i, i + MAX_PER_STATEMENT));
  }
  for (const f of files) unlinkSync(path.join(dir, f.name));
  if (quotes.length > 0) logger.info({ quotes: quotes.length }, 'replayed the quote journal');
  return files.at(-1)?.n ?? 0;
}

function parseLine(line: string): QuoteRecord | undefined {
  if (!line.trim()) return undefined;
  try {
    const q = JSON.parse(line) as Partial<QuoteRecord>;
    if (typeof q.orderId !== 'string' || typeof q.expiresAt !== 'number') return undefined;
    if (typeof q.now !== 'number' || typeof q.quote !== 'object' || q.quote === null)
      return undefined;
    return q as QuoteRecord;
  } catch {
    return undefined;
  }
}
