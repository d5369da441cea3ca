// What GET /sandbox/chains says of a chain's DEX: for each source that holds pools, its factory
// and router and each pair with its two tokens, so a script can find a pool without the service's
// code (the same addresses as dexAddresses and UniswapV2Library.pairFor give).
import { allowedSources, poolsOn } from '../world/pools';
import { dexAddresses } from '../world/spokes';
import { poolPair } from './dex-pairs';

const tokenOf = (t: { address: string; symbol: string }) => ({
  address: t.address,
  symbol: t.symbol,
});

export function dexListing(chainId: number) {
  const pools = poolsOn(chainId);
  return allowedSources(chainId, {}).flatMap((source) => {
    const mine = pools.filter((p) => p.source === source);
    if (mine.length === 0) return [];
    return [
      {
        source,
        ...dexAddresses(chainId, source),
        pairs: mine.map((p) => ({
          address: poolPair(p),
          tokenA: tokenOf(p.a),
          tokenB: tokenOf(p.b),
        })),
      },
    ];
  });
}
