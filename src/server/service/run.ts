// Runs the embedded service as a process part: used alone by `npm run service` and beside the
// BFF by `npm start` when no upstream is configured.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { systemClock } from '../clock';
import { defaultServiceKeys, type Config } from '../config';
import type { Database } from '../db/open';
import type { Logger } from '../logger';
import { sandboxChainsDir, startConfiguredNodes } from './chains/configured-nodes';
import type { SandboxNodes } from './chains/nodes';
import { attachSandboxChains, type SandboxChains } from './chains/sandbox-chains';
import { createEmbeddedService } from './service';
import { REBALANCE_EVERY_MS } from './chains/pool-keeper';

/**
 * The sandbox chains of this configuration, when it runs them. Start them while the database
 * opens (both take most of a start-up) and hand the promise to runEmbeddedService; an entry
 * that started the nodes earlier (startConfiguredNodes) passes them in.
 */
export async function startConfiguredChains(
  config: Config,
  logger: Logger,
  nodesStarting: Promise<SandboxNodes | undefined> = startConfiguredNodes(config, logger),
): Promise<SandboxChains | undefined> {
  const nodes = await nodesStarting;
  if (!nodes) return undefined;
  return attachSandboxChains(nodes, {
    clock: systemClock(config.SERVICE_CLOCK_SPEED),
    logger,
    dir: sandboxChainsDir(config),
  });
}

export async function runEmbeddedService(
  config: Config,
  database: Database,
  logger: Logger,
  chainsStarting: Promise<SandboxChains | undefined> = startConfiguredChains(config, logger),
) {
  const clock = systemClock(config.SERVICE_CLOCK_SPEED);
  const chains = await chainsStarting;
  const service = createEmbeddedService({
    db: database.db,
    clock,
    chains,
    logger,
    keys: config.SERVICE_KEYS ?? defaultServiceKeys,
    allowLocalWebhooks: config.SERVICE_ALLOW_LOCAL_WEBHOOKS,
    rebalancePoolsEveryMs: REBALANCE_EVERY_MS,
  });
  try {
    await service.start({ readChainsInBackground: true });
  } catch (err) {
    await chains?.stop();
    throw err;
  }
  const server = serve({
    fetch: service.app.fetch,
    hostname: config.SERVICE_HOST,
    port: config.SERVICE_PORT,
  });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://${config.SERVICE_HOST}:${port}`;
  return {
    service,
    chains,
    /** Legacy root and versioned host, as the BFF's upstream configuration wants them. */
    legacyBaseUrl: `${origin}/api`,
    v1BaseUrl: origin,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.stop();
      await chains?.stop();
    },
  };
}
