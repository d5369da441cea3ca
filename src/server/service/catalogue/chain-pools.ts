// The pools a swap quote prices against: on a chain the service runs, the reserves its DEX pairs
// hold now (so a quote is what the router's getAmountsOut returns, and what the swap yields if
// nothing trades before it); elsewhere the world's starting reserves.
import type { ServiceContext } from '../context';
import { poolsOnChain } from '../chains/dex-pairs';
import { poolsOn, type Pool, type PoolBook } from '../world/pools';

/** Reads the pools of `chainIds` once, for every leg the quote prices (a bisection prices many). */
export async function poolBook(
  ctx: ServiceContext,
  chainIds: readonly number[],
): Promise<PoolBook> {
  const read = new Map<number, Pool[]>();
  await Promise.all(
    [...new Set(chainIds)].map(async (id) => {
      const chain = ctx.chains?.get(id);
      if (chain) read.set(id, await poolsOnChain(chain));
    }),
  );
  return (chainId) => read.get(chainId) ?? poolsOn(chainId);
}
