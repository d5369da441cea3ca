// `npm run service` once its entry (service.ts) has started the sandbox's nodes: the database,
// the chains' contracts and the embedded service's HTTP server.
import { defaultServiceKeys, type Config } from '../config';
import { serviceMigrations } from '../db/service/history';
import type { Logger } from '../logger';
import type { SandboxNodes } from '../service/chains/nodes';
import { runEmbeddedService, startConfiguredChains } from '../service/run';
import { openConfiguredDatabase } from './open-data';
import { describeServiceKeys } from './service-keys';

export async function runService(
  config: Config,
  logger: Logger,
  nodes: Promise<SandboxNodes | undefined>,
) {
  const chains = startConfiguredChains(config, logger, nodes);
  const database = await openConfiguredDatabase(config, logger, [serviceMigrations]).catch(
    async (err: unknown) => {
      await (await chains.catch(() => undefined))?.stop();
      throw err;
    },
  );
  const running = await runEmbeddedService(config, database, logger, chains);
  console.log(
    `Embedded service ready, ${Math.round(process.uptime() * 1000)} ms after the process started\n` +
      `  versioned API  ${running.v1BaseUrl}/v1/...\n` +
      `  legacy API     ${running.legacyBaseUrl}/...\n` +
      `  keys           ${describeServiceKeys(config.SERVICE_KEYS, defaultServiceKeys)}\n` +
      `  clock speed    ${config.SERVICE_CLOCK_SPEED}×`,
  );
  return async () => {
    await running.close();
    await database.close();
  };
}
