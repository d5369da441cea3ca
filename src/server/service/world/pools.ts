// DEX pools: per chain, Uniswap v2 pairs of every swappable token against the chain's USDC, one
// DEX (factory and router, chains/dex.ts) per named liquidity source. Reserves start balanced at
// the world's USD prices, so a small trade swaps at the spot price and a large one pays price
// impact (x·y = k). A quote on a sandbox chain reads the pairs' reserves there
// (catalogue/dex-reserves.ts); without a chain it sees the starting reserves. The arithmetic is
// UniswapV2Library's getAmountOut, so a quote is what the router's getAmountsOut returns.
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

/** Uniswap v2's one fee, 0.3 % of the input, for every pair. */
export const V2_FEE_BPS = 30n;

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
        feeBps: V2_FEE_BPS,
      };
    }),
  );
}

/**
 * Output of selling `amountIn` of `from` into a pool: UniswapV2Library.getAmountOut (fee taken
 * on input, rounded down), which the router's getAmountsOut applies hop by hop.
 */
export function swapOut(pool: Pool, from: WorldToken, amountIn: bigint): bigint {
  const [rIn, rOut] =
    from.address === pool.a.address
      ? [pool.reserveA, pool.reserveB]
      : [pool.reserveB, pool.reserveA];
  if (amountIn <= 0n || rIn === 0n || rOut === 0n) return 0n;
  const inWithFee = amountIn * (10_000n - pool.feeBps);
  return (inWithFee * rOut) / (rIn * 10_000n + inWithFee);
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
  /** The ERC-20s the router swaps through, first to last (native ETH as its wrapped token). */
  path: WorldToken[];
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

/** The pools of a chain as a quote sees them: their starting reserves, or those on chain. */
export type PoolBook = (chainId: number) => Pool[];

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
  book: PoolBook = poolsOn,
): SwapLeg | undefined {
  const inPool = poolToken(tokenIn);
  const outPool = poolToken(tokenOut);
  if (!inPool || !outPool) return undefined;
  const pools = book(tokenIn.chainId);
  let best: SwapLeg | undefined;
  for (const source of allowedSources(tokenIn.chainId, filter)) {
    const mine = pools.filter((p) => p.source === source);
    const find = (x: WorldToken) => mine.find((p) => same(p.a, x) || same(p.b, x));
    let amount: bigint | undefined;
    let path: WorldToken[] = [inPool];
    if (same(inPool, outPool))
      amount = amountIn; // a wrap or unwrap
    else {
      const hub = mine[0]?.b;
      if (!hub) continue;
      amount = amountIn;
      path = [inPool, hub, outPool].filter((t, i, all) => i === 0 || !same(t, all[i - 1]!));
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
      best = { tokenIn, tokenOut, inputAmount: amountIn, outputAmount: amount, source, path };
    }
  }
  return best;
}
