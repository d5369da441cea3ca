// The quote journal: a quote sent back is known to the BFF at once and after a crash, though it
// reaches the database only with the next flush.
import { appendFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../clock';
import type { Database } from '../../db/open';
import { openTestDatabase } from '../../db/testing/fresh-database';
import { createLogger } from '../../logger';
import { openQuoteJournal, type QuoteJournal } from './quote-journal';
import { findQuote, type QuoteRecord } from './store';

const logger = createLogger({ level: 'silent' });
const clock = manualClock();
const orderId = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const quote = (n: number, now = 1_000): QuoteRecord => ({
  orderId: orderId(n),
  expiresAt: now + 60_000,
  quote: { quoteId: orderId(n), inputAmount: String(n) },
  now,
});

let database: Database;
let dir: string;
const opened: QuoteJournal[] = [];
// The manual clock never moves by itself: these tests flush (or crash) when they choose.
const open = async () => {
  const j = await openQuoteJournal({ db: database.db, logger, clock, dir, flushEveryMs: 50 });
  opened.push(j);
  return j;
};
const journalFiles = () => readdirSync(dir).filter((f) => f.endsWith('.jsonl'));

// One database for the file (each test uses its own order ids), one folder per test.
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ferry-quote-journal-'));
});
afterEach(async () => {
  for (const j of opened.splice(0)) await j.close();
});

describe('the quote journal', () => {
  it('finds a quote as soon as it is recorded, before it reaches the database', async () => {
    const journal = await open();
    journal.record(quote(1));
    expect(await journal.find(orderId(1))).toMatchObject({ orderId: orderId(1) });
    expect(await findQuote(database.db, orderId(1))).toBeUndefined();
    await journal.flush();
    expect(await findQuote(database.db, orderId(1))).toMatchObject({ orderId: orderId(1) });
    expect(journalFiles()).toHaveLength(0);
  });

  it('moves quotes into the database by itself, one flush interval after the first of them', async () => {
    const journal = await open();
    journal.record(quote(2));
    await clock.advance(30);
    journal.record(quote(3));
    await clock.advance(19);
    expect(await findQuote(database.db, orderId(2))).toBeUndefined();
    await clock.advance(1);
    for (const n of [2, 3])
      await vi.waitFor(async () => expect(await findQuote(database.db, orderId(n))).toBeDefined());
    expect(journalFiles()).toHaveLength(0);
  });

  it('keeps every recorded quote across a crash: the next start moves them into the database', async () => {
    const crashed = await openQuoteJournal({
      db: database.db,
      logger,
      clock,
      dir,
      flushEveryMs: 50,
    });
    for (let n = 11; n <= 13; n++) crashed.record(quote(n));
    // No flush and no close, as after kill -9: only the journal file holds them.
    expect(journalFiles()).toHaveLength(1);
    const next = await open();
    for (let n = 11; n <= 13; n++) {
      expect(await findQuote(database.db, orderId(n))).toMatchObject({ expiresAt: 61_000 });
    }
    expect(journalFiles()).toHaveLength(0);
    expect(await next.find(orderId(12))).toMatchObject({ quote: { inputAmount: '12' } });
  });

  it('replays the newest record of a quote priced twice, and skips a line cut short', async () => {
    writeFileSync(path.join(dir, 'quotes-1.jsonl'), `${JSON.stringify(quote(7, 1_000))}\n`);
    appendFileSync(
      path.join(dir, 'quotes-2.jsonl'),
      `${JSON.stringify(quote(7, 2_000))}\n{"orderId":"0x`,
    );
    await open();
    expect(await findQuote(database.db, orderId(7))).toMatchObject({ createdAt: 2_000 });
    expect(journalFiles()).toHaveLength(0);
  });

  it('a quote recorded while a flush runs is kept for the next one', async () => {
    const journal = await open();
    journal.record(quote(21));
    const first = journal.flush();
    journal.record(quote(22));
    await first;
    expect(await journal.find(orderId(22))).toMatchObject({ orderId: orderId(22) });
    await journal.flush();
    expect(await findQuote(database.db, orderId(22))).toMatchObject({ orderId: orderId(22) });
  });

  it('refuses a folder another running process holds', async () => {
    // pid 1 always runs.
    writeFileSync(path.join(dir, 'owner.pid'), '1');
    await expect(open()).rejects.toThrow(/in use by another Ferry process \(pid 1\)/);
  });

  it('takes over a folder whose owner is gone', async () => {
    writeFileSync(path.join(dir, 'owner.pid'), '999999999');
    const journal = await open();
    journal.record(quote(31));
    await journal.flush();
    expect(await findQuote(database.db, orderId(31))).toBeDefined();
  });
});
