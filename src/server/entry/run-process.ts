// How every long-running command starts and stops: a bad setting prints the message that names
// the variable and exits 1 (no stack trace for a typo); SIGINT or SIGTERM runs the command's
// own shutdown, then exits 0.
import { ConfigError } from '../config';

export async function runProcess(start: () => Promise<() => Promise<void>>): Promise<void> {
  try {
    const shutdown = await start();
    const stop = async () => {
      await shutdown();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}
