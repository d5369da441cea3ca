// The embedded service: the whole upstream interface on one port (legacy under /api,
// versioned under /v1), with its simulated world, durable jobs and webhook sender.
import { Hono } from 'hono';
import type { Clock } from '../clock';
import type { ServiceKey } from '../config';
import type { Db } from '../db/open';
import type { Logger } from '../logger';
import type { EndpointId } from '../../contract/endpoints';
import { catalogueHandlers } from './catalogue/handlers';
import { createChainIndexer } from './chains/indexer';
import { poolKeeper } from './chains/pool-keeper';
import { sandboxChainRoutes } from './chains/rpc-routes';
import type { SandboxChains } from './chains/sandbox-chains';
import type { ServiceContext } from './context';
import { depositAddressHandlers } from './deposit-addresses/handlers';
import { depositHandlers } from './deposits/handlers';
import { healthRoutes } from './http/health';
import { mountEndpoints } from './http/router';
import { JobScheduler } from './jobs';
import { orderHandlers } from './orders/handlers';
import { rpcRoutes } from './rpc/routes';
import { depositAddressLifecycle } from './deposit-addresses/lifecycle';
import { sandboxDepositRoutes } from './sandbox/deposits';
import { sandboxOrderRoutes } from './sandbox/balances-and-fills';
import { sandboxDepositsByTxnRoutes } from './sandbox/deposits-by-txn';
import { webhookHandlers } from './webhooks/handlers';
import { compressJson } from '../compression/json-responses';
import { createWebhookRuntime, type WebhookRuntimeOptions } from './webhooks/runtime';

export interface EmbeddedServiceOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  keys: readonly ServiceKey[];
  allowLocalWebhooks?: boolean;
  /** The local EVM chains the service plays the protocol on (started by the caller). */
  chains?: SandboxChains;
  /** Delivery timeout and DNS resolver of the webhook sender (tests inject them). */
  webhooks?: WebhookRuntimeOptions;
  /**
   * Service time between two rounds that bring the sandbox DEX back to the world's prices
   * (chains/pool-keeper.ts); none when absent (tests that move a pool keep it moved).
   */
  rebalancePoolsEveryMs?: number;
}

export function createEmbeddedService(opts: EmbeddedServiceOptions) {
  const logger = opts.logger.child({ component: 'service' });
  const jobs = new JobScheduler({ db: opts.db, clock: opts.clock, logger });
  const ctx: ServiceContext = {
    db: opts.db,
    clock: opts.clock,
    jobs,
    logger,
    keys: opts.keys,
    allowLocalWebhooks: opts.allowLocalWebhooks ?? false,
    chains: opts.chains,
  };
  const webhooks = createWebhookRuntime(ctx, opts.webhooks);
  const chainIndexer = opts.chains ? createChainIndexer(ctx, opts.chains) : undefined;
  ctx.chainIndexer = chainIndexer;
  const pools =
    opts.chains && opts.rebalancePoolsEveryMs !== undefined
      ? poolKeeper(ctx, opts.chains, opts.rebalancePoolsEveryMs)
      : undefined;
  const pda = depositAddressLifecycle(ctx, webhooks);
  const requestCounts = new Map<EndpointId | 'unknown', number>();
  const app = new Hono();
  app.use('*', compressJson());
  mountEndpoints(app, {
    keys: opts.keys,
    logger,
    onRequest: (id) => requestCounts.set(id, (requestCounts.get(id) ?? 0) + 1),
    handlers: {
      ...catalogueHandlers(ctx),
      ...orderHandlers(ctx),
      ...depositHandlers(ctx),
      ...depositAddressHandlers(ctx),
      ...webhookHandlers(ctx, webhooks),
    },
  });
  app.route('/sandbox', sandboxOrderRoutes(ctx));
  app.route('/sandbox', sandboxDepositRoutes(ctx, pda));
  app.route('/sandbox', sandboxDepositsByTxnRoutes(ctx));
  app.route('/rpc', rpcRoutes(ctx));
  if (opts.chains) app.route('/sandbox', sandboxChainRoutes(opts.chains));
  app.route('/', healthRoutes(opts.chains));
  app.notFound((c) => {
    requestCounts.set('unknown', (requestCounts.get('unknown') ?? 0) + 1);
    return c.json({ error: 'NotFound', message: `No endpoint ${c.req.method} ${c.req.path}` }, 404);
  });
  return {
    app,
    ctx,
    requestCounts,
    webhooks,
    chainIndexer,
    pools,
    /**
     * Resume durable work (timers, webhook retries) and begin serving. `readChainsInBackground`
     * does not wait for the chains' first read (a process starting up; tests wait for it).
     */
    async start({ readChainsInBackground = false }: { readChainsInBackground?: boolean } = {}) {
      // The sender first: messages enqueued by resumed jobs are then scheduled at once.
      await webhooks.start();
      await jobs.start();
      await chainIndexer?.start({ inBackground: readChainsInBackground });
      pools?.start();
    },
    async stop() {
      await pools?.stop();
      await chainIndexer?.stop();
      await jobs.stop();
      await webhooks.stop();
    },
  };
}

export type EmbeddedService = ReturnType<typeof createEmbeddedService>;
