// The sandbox's Anvil nodes as processes: each chain given the template's state on its first
// start, started together, stopped together, and stopped even if this process is killed. The
// service's entry starts them before the rest of its code has loaded (src/server/entry/service.ts), so
// this module and what it imports stay light: no viem clients, no contracts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { stopWhenGone } from './anvil';
import { startAnvil, type AnvilNode, type Supervision } from './node-supervisor';
import { sandboxChainIds } from './chain-ids';

export interface SandboxNodesOptions {
  dir: string;
  clock: Clock;
  logger: Logger;
  /** Which chains to run (tests run the few they use); all of the world's by default. */
  chainIds?: readonly number[];
  supervision?: Supervision;
}

export interface SandboxNodes {
  nodes: AnvilNode[];
  /** When starting began (ms, wall clock), for the start-up log line. */
  startedAt: number;
  stop(): Promise<void>;
}

export async function startSandboxNodes(opts: SandboxNodesOptions): Promise<SandboxNodes> {
  const ids = [...(opts.chainIds ?? sandboxChainIds)];
  const startedAt = Date.now();
  // The template's builder (contracts, viem) loads only when a chain has no state yet.
  if (ids.some((id) => !existsSync(path.join(opts.dir, `${id}.json`)))) {
    const { seedFromTemplate } = await import('./template');
    await seedFromTemplate(opts.dir, ids, opts.logger);
  }
  const genesisTimestamp = Math.floor(opts.clock.now() / 1000);
  const results = await Promise.allSettled(
    ids.map((chainId) =>
      startAnvil({ chainId, dir: opts.dir, genesisTimestamp }, opts.supervision),
    ),
  );
  const nodes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  // The watcher knows the nodes by pid, and a restarted node has a new one.
  let unwatch = stopWhenGone(
    process.pid,
    nodes.map((n) => n.pid),
  );
  const unsubscribe = nodes.map((n) =>
    n.onStatus((up) => {
      if (!up) return;
      unwatch();
      unwatch = stopWhenGone(
        process.pid,
        nodes.map((node) => node.pid),
      );
    }),
  );
  const stop = async () => {
    for (const off of unsubscribe) off();
    await Promise.allSettled(nodes.map((n) => n.stop()));
    unwatch();
  };
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { nodes, startedAt, stop };
}
