// The backend-for-frontend: the only holder of the service key. Browser → /api/... here →
// the service (real, or the embedded one). Parts mount in order: protections first, then the
// BFF's own features, then the allowlisted proxy, then the SPA with history fallback.
import { withSandboxContracts } from '../../contract/deployments/trusted-contracts';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { Logger } from '../logger';
import { mountAuth } from './auth/mount';
import { OWN_PREFIX, type BffContext } from './context';
import { mountExplorer } from './explorer/mount';
import { mountFaucet } from './faucet/mount';
import { mountIntegrator } from './integrator/mount';
import { mountLive } from './live/mount';
import { createMetrics } from './ops/metrics';
import { httpMetrics, mountOps } from './ops/mount';
import { mountProxy } from './proxy/mount';
import { rpcNodes } from './rpc/forward';
import { mountRpc } from './rpc/mount';
import type { BffKeys } from './secrets';
import { mountSecurity } from './security/mount';
import { refuse } from './security/refuse';
import { loadServerEntry } from './page-render';
import { mountSpa } from './spa';
import { createUpstream } from './upstream/client';
import { compressJson } from '../compression/json-responses';
import { memoryQuoteJournal, type QuoteJournal } from './executions/quote-journal';

export interface BffOptions {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The service: the real one, or the embedded one on loopback. */
  upstream: { legacyBaseUrl: string; v1BaseUrl: string; apiKey: string; integratorId: string };
  keys: BffKeys;
  /** Built SPA; omitted in API-only tests. */
  distDir?: string;
  /** The quote journal (`npm start` keeps it under DATA_DIR); absent: unflushed quotes in memory. */
  quotes?: QuoteJournal;
  /** Overrides config.embedded (tests run a "real" upstream config against the embedded service). */
  embedded?: boolean;
}

export function createBffApp(opts: BffOptions) {
  const logger = opts.logger.child({ component: 'bff' });
  const metrics = createMetrics();
  const upstream = createUpstream({ ...opts.upstream, logger, metrics, clock: opts.clock });
  const ctx: BffContext = {
    config: opts.config,
    db: opts.db,
    clock: opts.clock,
    logger,
    upstream,
    keys: opts.keys,
    metrics,
    publicUrl: opts.config.PUBLIC_URL ?? `http://${opts.config.HOST}:${opts.config.PORT}`,
    embedded: opts.embedded ?? opts.config.embedded,
    integratorId: opts.upstream.integratorId.toLowerCase(),
    quotes: opts.quotes ?? memoryQuoteJournal({ db: opts.db, logger, clock: opts.clock }),
    interceptors: new Map(),
  };
  const app = new Hono();
  // First, so refusals by the security layer (403/413/429) are counted too.
  app.use('*', httpMetrics(ctx.metrics));
  // Outside the security layer, so it compresses responses with every header already on them.
  app.use('*', compressJson());
  mountSecurity(app, ctx);
  mountOps(app, ctx);
  mountAuth(app, ctx);
  mountIntegrator(app, ctx, undefined, opts.upstream);
  mountLive(app, ctx);
  mountExplorer(app, ctx, opts.upstream);
  const rpc = rpcNodes({
    configured: opts.config.RPC_URLS,
    // The embedded service responds to reads from its sandbox chains, or its simulated ledger.
    embeddedOrigin: ctx.embedded ? opts.upstream.v1BaseUrl.replace(/\/+$/, '') : undefined,
  });
  const rpcControls = mountRpc(app, ctx, rpc);
  mountFaucet(app, ctx, { upstream: opts.upstream, nodes: rpc, rpc: rpcControls });
  mountProxy(app, ctx);
  app.all(`${OWN_PREFIX}/*`, (c) =>
    c.json({ error: 'NotFound', message: 'No such Ferry endpoint' }, 404),
  );
  app.all('/api/*', (c) => c.json({ error: 'NotFound', message: 'No such API endpoint' }, 404));
  // A fault of ours still responds in the path's envelope with an id to quote, and leaves one
  // structured log line with the error, never a bare stack on stderr.
  app.onError((err, c) => {
    const requestId = randomUUID();
    logger.error({ err, requestId, method: c.req.method, path: c.req.path }, 'unhandled error');
    return refuse(c, 'internal', 'Something went wrong on our side; quote the request id', {
      requestId,
    });
  });
  if (opts.distDir) {
    const walletConnectProjectId = opts.config.WALLETCONNECT_PROJECT_ID;
    const own = opts.config.TRUSTED_CONTRACTS;
    const trustedContracts = opts.config.embedded ? withSandboxContracts(own) : own;
    // Loaded as the BFF starts, so the first page asked for is rendered too; a build without
    // its server entry (an API-only test's folder) sends the empty document.
    const serverEntry = loadServerEntry(opts.distDir).catch((err: unknown) => {
      logger.error({ err }, 'the server entry does not load: pages are rendered in the browser');
      return undefined;
    });
    mountSpa(app, opts.distDir, {
      ...(walletConnectProjectId ? { walletConnectProjectId } : {}),
      ...(trustedContracts && { trustedContracts }),
      ...(ctx.embedded && {
        embeddedService: { clockSpeed: opts.config.SERVICE_CLOCK_SPEED },
      }),
      serverEntry,
      csp: {
        https: ctx.publicUrl.startsWith('https:'),
        remoteWallets: walletConnectProjectId !== undefined,
      },
      logger,
    });
  }
  return {
    app,
    ctx,
    close: async () => {
      await Promise.all([upstream.close(), rpc.close(), ctx.quotes.close()]);
    },
  };
}
