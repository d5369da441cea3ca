// The sandbox's EVM chains: one Anvil node per EVM chain of the world (layout.ts), started
// together, each given its contracts on first start, all stopped together. Chain state lives in
// `dir` (DATA_DIR/chains), so a restart resumes every chain where it was.
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { RELAYER } from './accounts';
import { startAnvil, stopWhenGone, type AnvilNode } from './anvil';
import { bootstrapChain } from './bootstrap';
import { SandboxChain } from './chain';
import { sandboxChainIds } from './layout';
import { seedFromTemplate } from './template';

export interface SandboxChainsOptions {
  dir: string;
  clock: Clock;
  logger: Logger;
  /** Which chains to run (tests run the few they use); all of the world's by default. */
  chainIds?: readonly number[];
}

export interface SandboxChains {
  ids(): number[];
  get(chainId: number): SandboxChain | undefined;
  stop(): Promise<void>;
}

export async function startSandboxChains(opts: SandboxChainsOptions): Promise<SandboxChains> {
  const ids = [...(opts.chainIds ?? sandboxChainIds)];
  const started = Date.now();
  await seedFromTemplate(opts.dir, ids, opts.logger);
  const genesisTimestamp = Math.floor(opts.clock.now() / 1000);
  const results = await Promise.allSettled(
    ids.map((chainId) => startAnvil({ chainId, dir: opts.dir, genesisTimestamp })),
  );
  const nodes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  const unwatch = stopWhenGone(
    process.pid,
    nodes.map((n) => n.pid),
  );
  const stopAll = async (list: AnvilNode[]) => {
    unwatch();
    await Promise.allSettled(list.map((n) => n.stop()));
  };
  if (failed) {
    await stopAll(nodes);
    throw failed.reason;
  }
  const chains = new Map(nodes.map((n) => [n.chainId, new SandboxChain(n, opts.clock)]));
  try {
    await Promise.all(
      [...chains.values()].map(async (c) => {
        await bootstrapChain(c);
        // A node forgets impersonation when it restarts; the relayer fills through it.
        await c.test.impersonateAccount({ address: RELAYER });
      }),
    );
  } catch (err) {
    await stopAll(nodes);
    throw err;
  }
  opts.logger.info(
    { chains: ids, ms: Date.now() - started },
    `sandbox chains up: ${ids.length} Anvil nodes`,
  );
  return {
    ids: () => [...chains.keys()].sort((a, b) => a - b),
    get: (chainId) => chains.get(chainId),
    async stop() {
      await stopAll(nodes);
    },
  };
}
