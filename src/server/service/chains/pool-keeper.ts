// Keeps the sandbox DEX at the service's price model, as arbitrage keeps a real pool near the
// market: every `everyMs` of service time each running chain's pools that trades moved are
// brought back to the world's price (dex.ts rebalancePools, from the sandbox admin's key), so
// quotes priced on the chain and the world's prices agree again. Between two rounds, trades move
// the pools and quotes follow the chain, as they would on a live network.
import type { TimerHandle } from '../../clock';
import type { ServiceContext } from '../context';
import { rebalancePools } from './dex';
import type { SandboxChains } from './sandbox-chains';

/** A simulated minute: pools come back within about one quote's life of a large trade. */
export const REBALANCE_EVERY_MS = 60_000;
/** However fast the clock runs, rounds stay this far apart in real time (five seconds). */
const REAL_FLOOR_MS = 5_000;

export function poolKeeper(ctx: ServiceContext, chains: SandboxChains, everyMs: number) {
  const log = ctx.logger.child({ component: 'pool-keeper' });
  let timer: TimerHandle | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  /** One round over the running chains; a chain that fails is logged and tried next round. */
  async function round() {
    for (const id of chains.ids()) {
      const chain = chains.get(id);
      if (!chain?.up) continue;
      try {
        const moved = await rebalancePools(chain);
        if (moved > 0) log.debug({ chainId: id, moved }, 'pools back at the world price');
      } catch (err) {
        log.warn({ err, chainId: id }, 'pools not rebalanced; next round tries again');
      }
    }
  }

  function arm() {
    if (stopped) return;
    const next = ctx.clock.now() + Math.max(everyMs / ctx.clock.speed, REAL_FLOOR_MS);
    // The round's promise goes back to the clock, so a manual clock's advance waits for it.
    timer = ctx.clock.at(next, () => {
      running = round().finally(() => {
        running = undefined;
        arm();
      });
      return running;
    });
  }

  return {
    start() {
      stopped = false;
      arm();
    },
    async stop() {
      stopped = true;
      timer?.cancel();
      await running;
    },
    /** A round now (tests, and the bench's reset between parts). */
    round,
  };
}
