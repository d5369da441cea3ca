// What every part of the embedded service is built from.
import type { Clock } from '../clock';
import type { ServiceKey } from '../config';
import type { Db } from '../db/open';
import type { Logger } from '../logger';
import type { SandboxChains } from './chains/sandbox-chains';
import type { JobScheduler } from './jobs';

export interface ServiceContext {
  db: Db;
  clock: Clock;
  jobs: JobScheduler;
  logger: Logger;
  keys: readonly ServiceKey[];
  /** SERVICE_ALLOW_LOCAL_WEBHOOKS: http://127.0.0.1 / localhost subscription urls allowed. */
  allowLocalWebhooks: boolean;
  /** The local EVM chains (Anvil), when the service runs them. */
  chains?: SandboxChains;
}
