// A data folder or PostgreSQL database made while the service and the BFF shared one migration
// history opens under each side's own history with every row kept. Runs on PGlite, and on
// PostgreSQL in the database stage of `npm test`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bffMigrations } from './bff/history';
import { migrationsFolder } from './migrate';
import type { Database } from './open';
import { serviceMigrations } from './service/history';
import { blankDatabase, type BlankDatabase } from './testing/blank-database';
import { openTestDatabase } from './testing/fresh-database';
import { migrateAsBeforeTheSplit } from './testing/shared-history';

const rows = async (database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
    .rows;

async function run(database: Database, ...statements: string[]) {
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/** Every row of every table, by table, as JSON. */
async function everyRow(database: Database): Promise<Record<string, unknown[]>> {
  const tables = await rows(
    database,
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const all: Record<string, unknown[]> = {};
  for (const { tablename } of tables) {
    const found = await rows(database, `select to_jsonb(t) as row from "${String(tablename)}" t`);
    all[String(tablename)] = found
      .map((r) => r.row)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return all;
}

const ADMIN = '0x' + 'ab'.repeat(20);
let blank: BlankDatabase | undefined;
let open: Database | undefined;
afterEach(async () => {
  await open?.close();
  await blank?.remove();
  open = blank = undefined;
});

async function reopen(migrations: Parameters<BlankDatabase['open']>[0]) {
  await open?.close();
  open = undefined;
  open = await blank!.open(migrations);
  return open;
}

describe('a database made by the shared migration history', () => {
  it('keeps every row; the service migrates alone, then the BFF adopts the unowned events', async () => {
    blank = await blankDatabase();
    const old = await reopen([]);
    await migrateAsBeforeTheSplit(old, '0002_deposit_address_label');
    await run(
      old,
      "insert into svc_counters (name, value) values ('deposit', 41), ('chain-indexer:42161', 1234)",
      `insert into svc_balances (chain_id, token, address, amount)
       values (8453, '0xtoken', '0xholder', 123456789012345678901234567890)`,
      `insert into svc_orders (order_id, integrator_id, quote, state, history, created_at,
         updated_at, expires_at)
       values ('ord_1', '0xf00d', '{"q":1}', 'filled', '[]', 1, 2, 3)`,
      `insert into bff_webhook_events (webhook_id, event_id, type, subscription_id, owner, payload,
         received_at)
       values ('msg_unowned', 'evt_1', 'pda_transfer.deposit-pending', 'sub_1', null, '{"a":1}', 1),
              ('msg_owned', 'evt_2', 'pda_transfer.deposit-pending', 'sub_1', '0xbeef', '{"b":2}', 2)`,
      `insert into bff_deposit_addresses (id, address, addresses, destination_chain_id,
         destination_token, destination_symbol, recipient, refund_addresses, search, record, label,
         created_at, updated_at)
       values ('da_1', '0xabc', '["0xabc"]', 8453, '0xt', 'USDC', '0xr', '[]', '0xabc usdc', '{}',
         'Shop', 1, 1)`,
      `insert into bff_auth_sessions (id_hash, address, chain_id, created_at, expires_at)
       values ('h1', '${ADMIN}', 8453, 1, 2)`,
    );
    const before = await everyRow(old);
    expect(Object.values(before).flat()).toHaveLength(8);

    // `npm run service` on it: the service's history takes over, the BFF's tables wait. The chain
    // indexer's cursor moves from svc_counters to svc_chain_cursors (no hash known for it).
    const serviceOnly = await reopen([serviceMigrations]);
    const counters = before.svc_counters as { name: string; value: unknown }[];
    const cursor = counters.find((c) => c.name === 'chain-indexer:42161')!;
    expect(await everyRow(serviceOnly)).toEqual({
      ...before,
      svc_counters: counters.filter((c) => c !== cursor),
      svc_chain_cursors: [{ chain_id: 42161, block_number: cursor.value, block_hash: null }],
    });
    const migrated = await everyRow(serviceOnly);

    // `npm start`: the BFF's history takes over and runs what came after the shared one.
    const both = await reopen([serviceMigrations, bffMigrations('0xF00D')]);
    const adopted = (before.bff_webhook_events as { webhook_id: string }[]).map((r) =>
      r.webhook_id === 'msg_unowned' ? { ...r, owner: '0xf00d' } : r,
    );
    expect(await everyRow(both)).toEqual({ ...migrated, bff_webhook_events: adopted });
    // Serials go on from where they were.
    const [next] = await rows(
      both,
      `insert into bff_webhook_events (webhook_id, event_id, type, subscription_id, owner, payload, received_at)
       values ('msg_new', 'evt_3', 't', 'sub_1', '0xf00d', '{}', 3) returning seq`,
    );
    expect(Number(next!.seq)).toBe(3);

    // Opening it again runs nothing and changes nothing.
    const after = await everyRow(both);
    expect(await everyRow(await reopen([serviceMigrations, bffMigrations('0xf00d')]))).toEqual(
      after,
    );
  });

  it('made at its first migration, continues with the BFF’s later ones', async () => {
    blank = await blankDatabase();
    const old = await reopen([]);
    await migrateAsBeforeTheSplit(old, '0000_init');
    await run(
      old,
      `insert into bff_webhook_events (webhook_id, event_id, type, subscription_id, owner, payload,
         received_at)
       values ('msg_admin', 'evt_1', 'pda_transfer.deposit-pending', 'sub_1', '${ADMIN}',
         '{"a": 1}', 1)`,
      "insert into svc_counters (name, value) values ('deposit', 7)",
    );
    const both = await reopen([serviceMigrations, bffMigrations('0xf00d')]);
    expect(await rows(both, 'select webhook_id, owner, payload from bff_webhook_events')).toEqual([
      { webhook_id: 'msg_admin', owner: '0xf00d', payload: '{"a": 1}' },
    ]);
    expect(await rows(both, 'select name, value from svc_counters')).toEqual([
      { name: 'deposit', value: expect.anything() },
    ]);
    await both.db.execute(sql`update bff_deposit_addresses set label = 'x' where false`);
  });
});

describe('a new database', () => {
  it('records each side’s migrations in its own history', async () => {
    open = await openTestDatabase();
    const database = open;
    const count = async (table: string) =>
      Number((await rows(database, `select count(*) as n from drizzle.${table}`))[0]!.n);
    // One row per migration each side's journal lists.
    const journal = (side: 'service' | 'bff') =>
      (
        JSON.parse(
          readFileSync(
            path.join(migrationsFolder({ side, table: '' }), 'meta', '_journal.json'),
            'utf8',
          ),
        ) as { entries: unknown[] }
      ).entries.length;
    expect({ service: await count('svc_migrations'), bff: await count('bff_migrations') }).toEqual({
      service: journal('service'),
      bff: journal('bff'),
    });
    const tables = await rows(
      database,
      "select tablename from pg_tables where schemaname = 'public'",
    );
    expect(tables.every((t) => /^(svc|bff)_/.test(String(t.tablename)))).toBe(true);
  });
});
