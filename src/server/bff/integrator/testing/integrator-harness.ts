// Test support for the integrator features: an app with only ops + integrator mounted on
// loopback, a manual clock, an in-memory database and sign-in stood in for by a header
// (`x-test-admin: <address>`), plus helpers to build and sign webhook deliveries.
import { once } from 'node:events';
import { Agent, request, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { webhookEventFixture } from '../../../../contract/testing/webhooks';
import type { WebhookEventType } from '../../../../contract/schemas/webhooks';
import { manualClock, type ManualClock } from '../../../clock';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/open';
import { openTestDatabase } from '../../../db/testing/fresh-database';
import { createLogger } from '../../../logger';
import { memoryQuoteJournal } from '../../executions/quote-journal';
import type { BffContext } from '../../context';
import { createMetrics } from '../../ops/metrics';
import { httpMetrics, mountOps } from '../../ops/mount';
import type { Access } from '../access';
import { inboxFeeds, mountIntegrator } from '../mount';
import { signDelivery } from '../signature';
import { createVault } from '../vault';

export const TEST_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

export const fakeAccess: Access = {
  requireAdmin: async (c, next) => {
    if (!c.req.header('x-test-admin')) return c.json({ error: 'UnauthorizedError' }, 401);
    await next();
  },
  sessionAddress: async (c) => c.req.header('x-test-admin')?.toLowerCase() ?? null,
};

export interface IntegratorHarness {
  base: string;
  ctx: BffContext;
  clock: ManualClock;
  database: Database;
  logs: string[];
  /** Register a subscription in the vault, as the create interceptor would. */
  addSubscription(id: string, owner: string | null, secret?: string): Promise<void>;
  deliver(
    subscriptionId: string,
    body: string,
    opts?: { id?: string; at?: number; secret?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The receiver URL of a subscription (sub_a unless named). */
  receiveUrl(sub?: string): string;
  /** POST to a subscription's receiver as given: no signature added (for refusals). */
  postRaw(headers: Record<string, string>, body: string | Buffer, sub?: string): Promise<Response>;
  /** The manual clock's time in unix seconds (webhook-timestamp). */
  nowSec(): number;
  close(opts?: { keepDatabase?: boolean }): Promise<void>;
  feedListeners(): number;
  feedKick(): Promise<void>;
}

export async function startIntegrator(
  opts: { database?: Database; clock?: ManualClock; integratorId?: string } = {},
): Promise<IntegratorHarness> {
  const database = opts.database ?? (await openTestDatabase());
  const clock = opts.clock ?? manualClock();
  const logs: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: { write: (l: string) => void logs.push(l) },
  });
  const ctx: BffContext = {
    config: loadConfig({}),
    db: database.db,
    clock,
    logger,
    upstream: {
      send: () => Promise.reject(new Error('no upstream in this test')),
      ping: async () => true,
      close: async () => {},
    },
    keys: { session: Buffer.alloc(32, 1), vault: Buffer.alloc(32, 2) },
    metrics: createMetrics(),
    publicUrl: 'https://ferry.example',
    embedded: true,
    integratorId: opts.integratorId ?? '0xf00d',
    quotes: memoryQuoteJournal({ db: database.db, logger, clock }),
    interceptors: new Map(),
  };
  const app = new Hono();
  app.use('*', httpMetrics(ctx.metrics)); // as app.ts mounts it
  mountOps(app, ctx);
  mountIntegrator(app, ctx, fakeAccess);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const vault = createVault(ctx.db, ctx.keys.vault, ctx.clock);
  const receiveUrl = (sub = 'sub_a') => `${base}/api/ferry/webhooks/receive/${sub}`;
  return {
    base,
    ctx,
    clock,
    database,
    logs,
    addSubscription: (id, owner, secret = TEST_SECRET) =>
      vault.store({
        subscriptionId: id,
        receiverId: null,
        url: `https://ferry.example/api/ferry/webhooks/receive/${id}`,
        eventTypes: [],
        secret,
        createdBy: owner,
        now: clock.now(),
      }),
    deliver(subscriptionId, body, o = {}) {
      const headers = signDelivery(
        o.secret ?? TEST_SECRET,
        o.id ?? `msg_${Math.random().toString(36).slice(2)}`,
        Math.floor((o.at ?? clock.now()) / 1000),
        body,
      );
      return post(receiveUrl(subscriptionId), body, {
        'content-type': 'application/json',
        ...headers,
        ...o.headers,
      });
    },
    receiveUrl,
    postRaw: (headers, body, sub) =>
      fetch(receiveUrl(sub), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      }),
    nowSec: () => Math.floor(clock.now() / 1000),
    feedListeners: () => inboxFeeds.get(ctx)!.listeners(),
    feedKick: () => inboxFeeds.get(ctx)!.kick(),
    async close({ keepDatabase = false } = {}) {
      agent.destroy();
      (server as HttpServer).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!keepDatabase && !opts.database) await database.close();
    },
  };
}

/**
 * One harness for the whole test file, with subscription sub_a owned by admin 0xaaa (and what
 * `more` adds); closed after the file. Call the returned function inside tests.
 */
export function integratorForThisFile(
  more?: (h: IntegratorHarness) => Promise<void>,
): () => IntegratorHarness {
  let h: IntegratorHarness | undefined;
  beforeAll(async () => {
    h = await startIntegrator();
    await h.addSubscription('sub_a', '0xaaa');
    await more?.(h);
  });
  afterAll(() => h?.close());
  return () => h!;
}

// Deliveries go over node:http with keep-alive: much lighter than fetch, which matters when the
// test process is also the server (docs/reliability.md#deliveries-are-acknowledged-fast and
// docs/reliability.md#live-views-are-per-integrator).
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, body: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 })),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

let seq = 0;

/** A delivered event for one deposit (one arrival) at `type`'s stage, as JSON text. */
export function eventBody(
  type: WebhookEventType,
  deposit: { txn?: string; address?: string; eventId?: string } = {},
): string {
  const status: Record<WebhookEventType, string> = {
    'pda_transfer.deposit-pending': 'deposit-pending',
    'pda_transfer.deposit-confirmed': 'unfilled',
    'pda_transfer.filled': 'filled',
    'pda_transfer.refund-pending': 'expired',
    'pda_transfer.refunded': 'refunded',
  };
  return JSON.stringify({
    ...webhookEventFixture,
    id: deposit.eventId ?? `evt_test${++seq}`,
    type,
    data: {
      ...webhookEventFixture.data,
      depositAddress: deposit.address ?? webhookEventFixture.data.depositAddress,
      depositTxnRef: deposit.txn ?? webhookEventFixture.data.depositTxnRef,
      status: status[type],
    },
  });
}
