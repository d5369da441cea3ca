// The sandbox's EVM chains: one Anvil node per EVM chain of the world (layout.ts), started
// together, each given its contracts on first start, restarted when it dies (node-supervisor.ts),
// all stopped together. Chain state lives in `dir` (DATA_DIR/chains), so a restart resumes every
// chain where it was.
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { RELAYER } from './accounts';
import { bootstrapChain } from './bootstrap';
import { SandboxChain } from './chain';
import { handOver } from './hand-over';
import { startSandboxNodes, type SandboxNodes, type SandboxNodesOptions } from './nodes';
import { loadServiceKeys } from './service-keys';

export type SandboxChainsOptions = SandboxNodesOptions;

export interface SandboxChains {
  ids(): number[];
  get(chainId: number): SandboxChain | undefined;
  /** Whether sandbox chain `chainId` is running; false for a node that died and is restarting. */
  isUp(chainId: number): boolean;
  stop(): Promise<void>;
}

export async function startSandboxChains(opts: SandboxChainsOptions): Promise<SandboxChains> {
  return attachSandboxChains(await startSandboxNodes(opts), opts);
}

/**
 * The running nodes as chains the service uses: each checked for its contracts (placed on a
 * chain made before they existed), handed over to the admin of `dir` (hand-over.ts) and the
 * relayer impersonated again (a node forgets it when it restarts). Stops the nodes if that fails.
 */
export async function attachSandboxChains(
  running: SandboxNodes,
  opts: { clock: Clock; logger: Logger; dir: string },
): Promise<SandboxChains> {
  const chains = new Map(running.nodes.map((n) => [n.chainId, new SandboxChain(n, opts.clock)]));
  try {
    const { admin } = loadServiceKeys(opts.dir, opts.logger);
    await Promise.all(
      [...chains.values()].map(async (c) => {
        await bootstrapChain(c);
        await handOver(c, admin);
        await c.test.impersonateAccount({ address: RELAYER });
      }),
    );
  } catch (err) {
    await running.stop();
    throw err;
  }
  const ids = [...chains.keys()].sort((a, b) => a - b);
  opts.logger.info(
    { chains: ids, ms: Date.now() - running.startedAt },
    `sandbox chains up: ${ids.length} Anvil nodes`,
  );
  return {
    ids: () => [...ids],
    get: (chainId) => chains.get(chainId),
    isUp: (chainId) => chains.get(chainId)?.up ?? false,
    async stop() {
      for (const chain of chains.values()) chain.dispose();
      await running.stop();
    },
  };
}
