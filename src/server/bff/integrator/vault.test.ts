import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import type { Database } from '../../db/open';
import { bffWebhookSubscriptions } from '../../db/bff/schema/integrator';
import { openTestDatabase } from '../../db/testing/fresh-database';
import { createVault, decryptSecret, encryptSecret, secretHashOf } from './vault';
import { TEST_SECRET } from './testing/integrator-harness';

const KEY = Buffer.alloc(32, 3);
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('webhook secret vault', () => {
  it('AES-256-GCM round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(KEY, TEST_SECRET);
    const b = encryptSecret(KEY, TEST_SECRET);
    expect(a).not.toBe(b);
    expect(decryptSecret(KEY, a)).toBe(TEST_SECRET);
    expect(a).not.toContain(TEST_SECRET.slice(6, 20));
  });

  it('rejects a tampered ciphertext or a wrong key', () => {
    const sealed = Buffer.from(encryptSecret(KEY, TEST_SECRET), 'base64');
    sealed[sealed.length - 1]! ^= 1;
    expect(() => decryptSecret(KEY, sealed.toString('base64'))).toThrow();
    expect(() => decryptSecret(Buffer.alloc(32, 4), encryptSecret(KEY, 'x'))).toThrow();
  });

  it('stores the secret encrypted (never in clear), with its hash, and finds it by either id', async () => {
    const vault = createVault(database.db, KEY, manualClock());
    await vault.store({
      subscriptionId: 'whsub_1',
      receiverId: 'rcv_1',
      url: 'https://ferry.example/api/ferry/webhooks/receive/rcv_1',
      eventTypes: ['pda_transfer.filled'],
      secret: TEST_SECRET,
      createdBy: '0xabc',
      now: 5,
    });
    const rows = await database.db.select().from(bffWebhookSubscriptions);
    expect(JSON.stringify(rows)).not.toContain(TEST_SECRET);
    expect(JSON.stringify(rows)).not.toContain(TEST_SECRET.slice(6));
    expect(rows[0]?.secretHash).toBe(secretHashOf(TEST_SECRET));
    expect(await vault.lookup('rcv_1')).toMatchObject({
      subscriptionId: 'whsub_1',
      secret: TEST_SECRET,
      owner: '0xabc',
      deleted: false,
    });
    expect((await vault.lookup('whsub_1'))?.secret).toBe(TEST_SECRET);
    expect(await vault.lookup('nope')).toBeUndefined();
    await vault.markDeleted('whsub_1', 9);
    expect((await vault.lookup('rcv_1'))?.deleted).toBe(true);
  });

  it('serves a looked-up entry from its cache for 30 s on the clock, then reads it again', async () => {
    const clock = manualClock();
    const here = createVault(database.db, KEY, clock);
    const elsewhere = createVault(database.db, KEY, clock);
    await here.store({
      subscriptionId: 'whsub_2',
      receiverId: 'rcv_2',
      url: 'https://ferry.example/api/ferry/webhooks/receive/rcv_2',
      eventTypes: [],
      secret: TEST_SECRET,
      createdBy: null,
      now: 5,
    });
    expect((await here.lookup('rcv_2'))?.deleted).toBe(false);
    // Another instance deletes it: this one's cached entry stands until its lifetime is over.
    await elsewhere.markDeleted('whsub_2', 9);
    await clock.advance(30_000);
    expect((await here.lookup('rcv_2'))?.deleted).toBe(false);
    await clock.advance(1);
    expect((await here.lookup('rcv_2'))?.deleted).toBe(true);
  });
});
