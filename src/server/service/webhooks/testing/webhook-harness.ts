// Test helpers for the webhook sender: a loopback receiver that records every hit, and a pino
// logger whose whole output is kept so tests can search it for secrets.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { pino } from 'pino';
import type { Logger } from 'pino';
import { listen } from '../../../net/testing/loopback-servers';
import { manualClock } from '../../../clock';
import type { ManualClock } from '../../../clock';
import { memoryWebhookStore } from '../memory-store';
import type { MemoryWebhookStore } from '../memory-store';
import { seededRandom } from '../schedule';
import { WebhookSender } from '../sender';
import type { WebhookEvent, WebhookSenderOptions } from '../sender';
import { generateSecret, secretHash } from '../signing';
import type { WebhookSubscription } from '../store';

export interface Hit {
  /** Clock time of the hit (the injected clock's, not the wall's). */
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface Receiver {
  port: number;
  url: (path?: string) => string;
  hits: Hit[];
  /** performance.now() of every server-side socket close. */
  socketCloses: number[];
  close(): Promise<void>;
}

/** `respond` returns the reply for a hit, or 'hang' to never respond. */
export async function startReceiver(
  respond: (hit: Hit, index: number) => Reply | 'hang',
  now: () => number = Date.now,
): Promise<Receiver> {
  const hits: Hit[] = [];
  const socketCloses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hit = { at: now(), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      hits.push(hit);
      const reply = respond(hit, hits.length - 1);
      if (reply === 'hang') return;
      res.writeHead(reply.status, reply.headers).end(reply.body ?? '');
    });
  });
  server.on('connection', (socket) =>
    socket.on('close', () => socketCloses.push(performance.now())),
  );
  const port = await listen(server);
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    hits,
    socketCloses,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CapturedLogs {
  logger: Logger;
  text(): string;
}

/** A pino logger at the most verbose level, writing into memory. */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

let serial = 0;
/**
 * Every secret handed out by `subscription()`, for the docs/reliability.md#a-secret-is-shown-once
 * log search.
 */
export const issuedSecrets: string[] = [];

export function subscription(
  over: Partial<WebhookSubscription> & { url: string },
): WebhookSubscription {
  const secret = generateSecret();
  issuedSecrets.push(secret);
  return {
    id: `sub_${++serial}`,
    integratorId: 'int_test',
    eventTypes: ['pda_transfer.filled', 'pda_transfer.deposit-pending'],
    enabled: true,
    secret,
    secretHash: secretHash(secret),
    createdAt: 0,
    failingSince: null,
    ...over,
  };
}

export function event(n: number, type = 'pda_transfer.filled'): WebhookEvent {
  return {
    id: `evt_${n}`,
    type,
    createdAt: new Date(Date.UTC(2026, 10, 21) + n * 1000).toISOString(),
    data: { depositAddressId: `pda_${n}`, status: 'filled', outputAmount: '1000000' },
  };
}

/** Log text must hold no secret (with or without prefix) and no signature seen on the wire. */
export function leakedSecrets(logText: string, receivers: Receiver[]): string[] {
  const signatures = receivers.flatMap((r) =>
    r.hits.map((h) => String(h.headers['webhook-signature'])),
  );
  const needles = [
    ...issuedSecrets,
    ...issuedSecrets.map((s) => s.slice('whsec_'.length)),
    ...signatures,
  ];
  return needles.filter((n) => logText.includes(n) || logText.includes(n.replace(/^v1,/, '')));
}

export const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

export interface Harness {
  clock: ManualClock;
  store: MemoryWebhookStore;
  sender: WebhookSender;
  receiver: Receiver;
  sub: WebhookSubscription;
  /** Stops the sender and closes the receiver. */
  close(): Promise<void>;
}

/** A started sender (manual clock, seeded jitter, allowLocal) and one subscription to a receiver. */
export async function harness(
  logger: Logger,
  respond: (hit: Hit, index: number) => Reply | 'hang',
  opts: { speed?: number; start?: number; sender?: Partial<WebhookSenderOptions> } = {},
): Promise<Harness> {
  const clock = manualClock(opts.start ?? T0, opts.speed ?? 1);
  const store = memoryWebhookStore();
  const receiver = await startReceiver(respond, clock.now);
  const sender = new WebhookSender({
    clock,
    store,
    logger,
    allowLocal: true,
    timeoutMs: 2000,
    random: seededRandom(1),
    ...opts.sender,
  });
  await sender.start();
  const sub = subscription({ url: receiver.url(), createdAt: clock.now() });
  await store.insertSubscription(sub);
  return {
    clock,
    store,
    sender,
    receiver,
    sub,
    close: async () => {
      await sender.stop();
      await receiver.close();
    },
  };
}

/** Gaps between consecutive hits, in ms. */
export const gaps = (hits: Hit[]): number[] => hits.slice(1).map((h, i) => h.at - hits[i]!.at);
