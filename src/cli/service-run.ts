// `npm run service`: the embedded service alone, for integrators to develop against.
import { defaultServiceKeys, loadConfig } from '../server/config';
import { serviceMigrations } from '../server/db/service/history';
import { createLogger } from '../server/logger';
import { runEmbeddedService, startConfiguredChains } from '../server/service/run';
import { openConfiguredDatabase } from './open-data';
import { runProcess } from './run-process';
import { describeServiceKeys } from './service-keys';

await runProcess(async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'service' });
  const chains = startConfiguredChains(config, logger);
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
});
