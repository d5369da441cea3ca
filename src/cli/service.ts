// `npm run service`: the embedded service alone, for integrators to develop against.
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { runEmbeddedService } from '../server/service/run';
import { openConfiguredDatabase } from './open-data';
import { runProcess } from './run-process';

await runProcess(async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'service' });
  const database = await openConfiguredDatabase(config, logger);
  const running = await runEmbeddedService(config, database, logger);
  console.log(
    `Embedded service ready, ${Math.round(process.uptime() * 1000)} ms after the process started\n` +
      `  versioned API  ${running.v1BaseUrl}/v1/...\n` +
      `  legacy API     ${running.legacyBaseUrl}/...\n` +
      `  keys           sk_sandbox_full (0xf00d, deposit-address), sk_sandbox_basic (0xbeef)\n` +
      `  clock speed    ${config.SERVICE_CLOCK_SPEED}×`,
  );
  return async () => {
    await running.close();
    await database.close();
  };
});
