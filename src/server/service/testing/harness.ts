// Starts the embedded service on 127.0.0.1 with a manual clock and an in-memory database,
// for contract and lifecycle tests. One per test file: a database costs ~1–3 s to create.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createClient, type Client } from '../../../contract/client';
import { manualClock, type ManualClock } from '../../clock';
import { defaultServiceKeys, type ServiceKey } from '../../config';
import type { Database } from '../../db/open';
import { openTestDatabase } from '../../db/testing/fresh-database';
import { createLogger } from '../../logger';
import type { SandboxChains } from '../chains/sandbox-chains';
import { createEmbeddedService, type EmbeddedService } from '../service';
import type { WebhookRuntimeOptions } from '../webhooks/runtime';

export interface TestService {
  base: string;
  clock: ManualClock;
  service: EmbeddedService;
  database: Database;
  /** Every log line the service wrote (to check no key or secret leaks). */
  logs: string[];
  /** A typed client authenticated with `key` (default: the full-permission sandbox key). */
  client(key?: string | null): Client;
  /** Raw HTTP against the service, for malformed requests. */
  fetch(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  /** Stop serving and close; pass keepDatabase to restart a new service on the same data. */
  close(opts?: { keepDatabase?: boolean }): Promise<void>;
}

export async function startTestService(
  opts: {
    keys?: ServiceKey[];
    allowLocalWebhooks?: boolean;
    database?: Database;
    clock?: ManualClock;
    /** Webhook sender timeout / DNS resolver (e.g. a name that resolves to a private IP). */
    webhooks?: WebhookRuntimeOptions;
    /** Sandbox chains to play the protocol on (started on the same clock by the caller). */
    chains?: SandboxChains;
    /** Rebalance the sandbox DEX every this many ms of service time (off when absent). */
    rebalancePoolsEveryMs?: number;
  } = {},
): Promise<TestService> {
  const database = opts.database ?? (await openTestDatabase());
  const clock = opts.clock ?? manualClock();
  const logs: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line: string) => void logs.push(line) },
  });
  const service = createEmbeddedService({
    db: database.db,
    clock,
    logger,
    keys: opts.keys ?? defaultServiceKeys,
    allowLocalWebhooks: opts.allowLocalWebhooks ?? true,
    ...(opts.webhooks && { webhooks: opts.webhooks }),
    ...(opts.chains && { chains: opts.chains }),
    ...(opts.rebalancePoolsEveryMs !== undefined && {
      rebalancePoolsEveryMs: opts.rebalancePoolsEveryMs,
    }),
  });
  await service.start();
  const server = serve({ fetch: service.app.fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const auth = (key: string | null | undefined): Record<string, string> =>
    key === null ? {} : { authorization: `Bearer ${key ?? 'sk_sandbox_full'}` };
  return {
    base,
    clock,
    service,
    database,
    logs,
    client: (key) =>
      createClient({ legacyBaseUrl: `${base}/api`, v1BaseUrl: base, headers: () => auth(key) }),
    fetch: (path, init = {}) => {
      const { key, ...rest } = init;
      return fetch(base + path, {
        ...rest,
        headers: { ...auth(key), ...(rest.headers as Record<string, string>) },
      });
    },
    async close({ keepDatabase = false } = {}) {
      server.close();
      await service.stop();
      if (!keepDatabase && !opts.database) await database.close();
    },
  };
}

/** One service for the whole test file, started before its first test and closed after the last. */
export function serviceForThisFile(): () => TestService {
  let t: TestService | undefined;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(() => t?.close());
  return () => {
    if (!t) throw new Error('the test service has not started');
    return t;
  };
}
