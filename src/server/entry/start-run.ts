// `npm start` once its entry (start.ts) has started the sandbox's nodes: the SPA and /api from
// one Node process; with no upstream configured, the embedded service runs beside it
// (docs/architecture.md).
import path from 'node:path';
import { serve } from '@hono/node-server';
import { systemClock } from '../clock';
import { defaultServiceKeys, type Config } from '../config';
import { createBffApp } from '../bff/app';
import { openQuoteJournal } from '../bff/executions/quote-journal';
import { loadBffKeys } from '../bff/secrets';
import { bffMigrations } from '../db/bff/history';
import { serviceMigrations } from '../db/service/history';
import type { Logger } from '../logger';
import type { SandboxNodes } from '../service/chains/nodes';
import { runEmbeddedService, startConfiguredChains } from '../service/run';
import { warmStackTraces } from '../warm-stack-traces';
import { openConfiguredDatabase } from './open-data';

export async function runFerry(
  config: Config,
  logger: Logger,
  distDir: string,
  nodes: Promise<SandboxNodes | undefined> | undefined,
) {
  const chains = nodes ? startConfiguredChains(config, logger, nodes) : undefined;
  // Against the embedded service the BFF uses its most capable key.
  const keys = config.SERVICE_KEYS ?? defaultServiceKeys;
  const serviceKey = keys.find((k) => k.permissions.includes('deposit-address')) ?? keys[0]!;
  const integratorId = config.embedded ? serviceKey.integratorId : config.SERVICE_INTEGRATOR_ID!;
  const migrations = [...(config.embedded ? [serviceMigrations] : []), bffMigrations(integratorId)];
  const database = await openConfiguredDatabase(config, logger, migrations).catch(
    async (err: unknown) => {
      await (await chains?.catch(() => undefined))?.stop();
      throw err;
    },
  );
  const embedded = chains ? await runEmbeddedService(config, database, logger, chains) : undefined;
  const upstream = embedded
    ? {
        legacyBaseUrl: embedded.legacyBaseUrl,
        v1BaseUrl: embedded.v1BaseUrl,
        apiKey: serviceKey.key,
        integratorId,
      }
    : {
        legacyBaseUrl: config.SERVICE_BASE_URL!,
        v1BaseUrl: config.SERVICE_V1_BASE_URL!,
        apiKey: config.SERVICE_API_KEY!,
        integratorId,
      };
  const clock = systemClock();
  const quotes = await openQuoteJournal({
    db: database.db,
    logger,
    clock,
    dir: path.join(config.DATA_DIR, 'quote-journal'),
  });
  const bff = createBffApp({
    config,
    db: database.db,
    clock,
    logger,
    upstream,
    quotes,
    keys: loadBffKeys({ sessionSecret: config.SESSION_SECRET, dataDir: config.DATA_DIR }),
    distDir,
  });
  warmStackTraces();
  const server = serve(
    { fetch: bff.app.fetch, hostname: config.HOST, port: config.PORT },
    (info) => {
      const upstreamNote = embedded
        ? `embedded service on ${embedded.v1BaseUrl}`
        : config.SERVICE_V1_BASE_URL;
      console.log(
        `Ferry is running at http://${config.HOST}:${info.port}  (upstream: ${upstreamNote})`,
      );
    },
  );
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await bff.close();
    await embedded?.close();
    await database.close();
  };
}
