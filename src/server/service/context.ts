// What every part of the embedded service is built from.
import type { Clock } from '../clock';
import type { ServiceKey } from '../config';
import type { Db } from '../db/open';
import type { Logger } from '../logger';
import type { ChainIndexer } from './chains/indexer';
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
  /** Their indexer: reads the spoke pools' deposits and hands each to whoever claims it. */
  chainIndexer?: ChainIndexer;
}
