// Simulated DEX pools: per chain, constant-product pools of every swappable token against the
// chain's USDC, held by named liquidity sources. Reserves start balanced at the world's USD
// prices, so a small trade swaps at the spot price and a large one pays price impact
// (x·y = k). Pools are stateless: each quote sees the same depth, so a price depends only on
// the size of the trade, and a fill always meets the price it was quoted at.
import { centsToUnits } from './pricing';
import { tokensOn, type WorldToken } from './tokens';

/** Liquidity sources per chain (what /swap/sources lists); the first two hold every pool. */
export const chainSources: Record<number, readonly string[]> = {
  1: ['uniswap_v3', 'curve', 'balancer_v2', 'sushiswap', 'uniswap_v2', 'uniswap_v4'],
  10: ['velodrome_slipstream', 'uniswap_v3', 'curve', 'velodrome_v2'],
  56: ['pancakeswap_v3', 'pancakeswap_v2', 'thena', 'uniswap_v3'],
  130: ['uniswap_v4', 'uniswap_v3'],
  137: ['quickswap_v3', 'uniswap_v3', 'balancer_v2', 'curve'],
  480: ['uniswap_v3'],
  1337: ['hyperliquid_spot'],
  8453: ['aerodrome_slipstream', 'uniswap_v3', 'aerodrome_v2', 'balancer_v2', 'uniswap_v4'],
  42161: ['uniswap_v3', 'camelot_v3', 'balancer_v2', 'curve', 'uniswap_v4'],
  57073: ['velodrome_slipstream', 'uniswap_v3'],
};

/** The name the swap legs report as their provider (an aggregator over the sources). */
export const SWAP_PROVIDER = 'ferry-sim-aggregator';

/** Total depth of one pool in USD cents, split between its two sides. Mainnet is deepest. */
const depthCents = (chainId: number) => (chainId === 1 ? 4_000_000_000n : 800_000_000n);
/** The second source of a chain holds less depth, so the first one usually quotes best. */
const SHARE = [60n, 40n];

const stable = new Set(['USDC', 'USDT', 'DAI']);
/** Pool fee in basis points: stable pairs are cheap, volatile ones pay the usual 0.3 %. */
const feeBps = (a: WorldToken, b: WorldToken) =>
  stable.has(a.family) && stable.has(b.family) ? 1n : 30n;

export interface Pool {
  chainId: number;
  source: string;
  a: WorldToken;
  b: WorldToken;
  reserveA: bigint;
  reserveB: bigint;
  feeBps: bigint;
}

/** The ERC-20 a token trades as: native ETH is wrapped 1:1 first. */
export function poolToken(t: WorldToken): WorldToken | undefined {
  if (!t.native) return t;
  return tokensOn(t.chainId).find((x) => x.family === t.family && !x.native);
}

function hubOf(chainId: number): WorldToken | undefined {
  return tokensOn(chainId).find((t) => t.family === 'USDC' && !t.native);
}

/** Every pool on a chain: each ERC-20 against the chain's USDC, on the chain's first two sources. */
export function poolsOn(chainId: number): Pool[] {
  const hub = hubOf(chainId);
  const sources = (chainSources[chainId] ?? []).slice(0, 2);
  if (!hub) return [];
  const others = tokensOn(chainId).filter((t) => !t.native && t.address !== hub.address);
  return others.flatMap((t) =>
    sources.map((source, i) => {
      const side = (depthCents(chainId) * (SHARE[i] ?? 40n)) / 100n / 2n;
      return {
        chainId,
        source,
        a: t,
        b: hub,
        reserveA: centsToUnits(t, side),
        reserveB: centsToUnits(hub, side),
        feeBps: feeBps(t, hub),
      };
    }),
  );
}

/** Output of selling `amountIn` of `from` into a pool (constant product, fee taken on input). */
function swapOut(pool: Pool, from: WorldToken, amountIn: bigint): bigint {
  const [rIn, rOut] =
    from.address === pool.a.address
      ? [pool.reserveA, pool.reserveB]
      : [pool.reserveB, pool.reserveA];
  const inAfterFee = (amountIn * (10_000n - pool.feeBps)) / 10_000n;
  return (inAfterFee * rOut) / (rIn + inAfterFee);
}

const same = (x: WorldToken, y: WorldToken) =>
  x.chainId === y.chainId && x.address.toLowerCase() === y.address.toLowerCase();

export interface SwapLeg {
  tokenIn: WorldToken;
  tokenOut: WorldToken;
  inputAmount: bigint;
  outputAmount: bigint;
  /** The source that quoted best (every hop of a leg uses the same source). */
  source: string;
}

export interface SourceFilter {
  includeSources?: readonly string[] | undefined;
  excludeSources?: readonly string[] | undefined;
}

/** Sources of a chain a quote may use after include/exclude. */
export function allowedSources(chainId: number, f: SourceFilter): string[] {
  const all = (chainSources[chainId] ?? []).slice(0, 2);
  if (f.includeSources) return all.filter((s) => f.includeSources?.includes(s));
  if (f.excludeSources) return all.filter((s) => !f.excludeSources?.includes(s));
  return all;
}

/**
 * Best exact-input swap of `amountIn` from `tokenIn` to `tokenOut` on one chain, through the
 * allowed sources (one hop against USDC, or two through it). Undefined when no allowed source
 * holds the pools.
 */
export function quoteSwapLeg(
  tokenIn: WorldToken,
  tokenOut: WorldToken,
  amountIn: bigint,
  filter: SourceFilter = {},
): SwapLeg | undefined {
  const inPool = poolToken(tokenIn);
  const outPool = poolToken(tokenOut);
  if (!inPool || !outPool) return undefined;
  const pools = poolsOn(tokenIn.chainId);
  let best: SwapLeg | undefined;
  for (const source of allowedSources(tokenIn.chainId, filter)) {
    const mine = pools.filter((p) => p.source === source);
    const find = (x: WorldToken) => mine.find((p) => same(p.a, x) || same(p.b, x));
    let amount: bigint | undefined;
    if (same(inPool, outPool))
      amount = amountIn; // a wrap or unwrap
    else {
      const hub = mine[0]?.b;
      if (!hub) continue;
      amount = amountIn;
      if (!same(inPool, hub)) {
        const p = find(inPool);
        amount = p ? swapOut(p, inPool, amount) : undefined;
      }
      if (amount !== undefined && !same(outPool, hub)) {
        const p = find(outPool);
        amount = p ? swapOut(p, hub, amount) : undefined;
      }
    }
    if (amount === undefined) continue;
    if (!best || amount > best.outputAmount) {
      best = { tokenIn, tokenOut, inputAmount: amountIn, outputAmount: amount, source };
    }
  }
  return best;
}
