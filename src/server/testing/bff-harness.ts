// Starts the embedded service and the BFF in front of it on loopback, sharing one in-memory
// database, for BFF integration tests. One per test file (a database costs ~2 s).
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { startTestService, type TestService } from '../service/testing/harness';
import { createBffApp } from '../bff/app';
import type { BffContext } from '../bff/context';
import { loadBffKeys } from '../bff/secrets';

export const TEST_API_KEY = 'sk_sandbox_full';

export interface TestBff {
  /** http://127.0.0.1:<port> of the BFF. */
  base: string;
  service: TestService;
  ctx: BffContext;
  /** Every BFF log line, to check no key or secret leaks. */
  logs: string[];
  /** Request the BFF as the SPA does: same Origin and X-Ferry-Client: web on unsafe methods. */
  fetch(pathname: string, init?: RequestInit & { bare?: boolean }): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestBff(
  opts: {
    env?: Record<string, string>;
    embedded?: boolean;
    service?: TestService;
    upstreamBase?: string;
  } = {},
): Promise<TestBff> {
  const service = opts.service ?? (await startTestService({ allowLocalWebhooks: true }));
  const upstreamBase = opts.upstreamBase ?? service.base;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bff-'));
  const distDir = path.join(dataDir, 'dist');
  // A stand-in SPA document, so headers on the HTML page can be tested without a build.
  (await import('node:fs')).mkdirSync(distDir);
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Ferry</title><div id="root"></div>',
  );
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...opts.env });
  const logs: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: { write: (l: string) => void logs.push(l) },
  });
  const bff = createBffApp({
    config,
    db: service.database.db,
    clock: service.clock,
    logger,
    upstream: {
      legacyBaseUrl: `${upstreamBase}/api`,
      v1BaseUrl: upstreamBase,
      apiKey: TEST_API_KEY,
      integratorId: '0xf00d',
    },
    keys: loadBffKeys({ sessionSecret: config.SESSION_SECRET, dataDir }),
    distDir,
    embedded: opts.embedded ?? true,
  });
  const server = serve({ fetch: bff.app.fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    service,
    ctx: bff.ctx,
    logs,
    fetch(pathname, init = {}) {
      const { bare, ...rest } = init;
      const method = (rest.method ?? 'GET').toUpperCase();
      const defaults: Record<string, string> = bare
        ? {}
        : {
            origin: base,
            ...(method === 'GET' || method === 'HEAD' ? {} : { 'x-ferry-client': 'web' }),
          };
      return fetch(base + pathname, {
        ...rest,
        headers: { ...defaults, ...(rest.headers as Record<string, string>) },
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bff.close();
      if (!opts.service) await service.close();
    },
  };
}
