// GET /swap/tokens, /swap/chains, /swap/sources (docs/interface-decisions.md#swap-approval): what
// the swap API serves now. Deprecated chains drop out of all three on their withdrawal date.
import { CHAINS, getChain } from '../../../contract/chains';
import type { ServiceContext } from '../context';
import { Failure } from '../../../contract/failure';
import { chainSources } from '../world/pools';
import { priceUsd } from '../world/pricing';
import { chainStatus } from '../world/routes';
import { logoUrl, worldChainIds, worldTokens } from '../world/tokens';

/** Chains with tokens in the world that are available at `at`, in catalogue order. */
export function liveChainIds(at: Date): number[] {
  return CHAINS.map((c) => c.id).filter(
    (id) => worldChainIds.includes(id) && chainStatus(id, at).status === 'available',
  );
}

export function getSwapTokens(ctx: ServiceContext, q: { chainId?: number[] | undefined }) {
  const live = new Set(liveChainIds(new Date(ctx.clock.now())));
  return worldTokens
    .filter(
      (t) => live.has(t.chainId) && (q.chainId === undefined || q.chainId.includes(t.chainId)),
    )
    .map((t) => ({
      chainId: t.chainId,
      address: t.address, // the zero address for the native asset
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      logoUrl: logoUrl(t.symbol),
      priceUsd: priceUsd(t),
    }));
}

/** Public RPC endpoints; HyperCore is not an EVM chain and has none. */
export const publicRpcUrl: Record<number, string | null> = {
  1: 'https://ethereum-rpc.publicnode.com',
  10: 'https://mainnet.optimism.io',
  56: 'https://bsc-dataseed.bnbchain.org',
  130: 'https://mainnet.unichain.org',
  137: 'https://polygon-rpc.com',
  480: 'https://worldchain-mainnet.g.alchemy.com/public',
  1337: null,
  8453: 'https://mainnet.base.org',
  42161: 'https://arb1.arbitrum.io/rpc',
  57073: 'https://rpc-gel.inkonchain.com',
  81457: 'https://rpc.blast.io',
  534352: 'https://rpc.scroll.io',
};

/** Served by Ferry's web app, like token logos (world/tokens logoUrl). */
export const chainLogoUrl = (chainId: number) => `/chains/${chainId}.svg`;

export function getSwapChains(ctx: ServiceContext) {
  return liveChainIds(new Date(ctx.clock.now())).map((id) => {
    const chain = getChain(id);
    return {
      chainId: id,
      name: chain?.name ?? String(id),
      publicRpcUrl: publicRpcUrl[id] ?? null,
      explorerUrl: chain?.explorer.url ?? null,
      logoUrl: chainLogoUrl(id),
    };
  });
}

/**
 * Liquidity sources of the live chains (world/pools: the sources that hold the pools quotes
 * swap through, and the others a chain lists). A chain the service does not know is an error.
 */
export function getSwapSources(ctx: ServiceContext, q: { chainId?: number | undefined }) {
  if (q.chainId !== undefined && !getChain(q.chainId)) {
    throw new Failure(400, 'INVALID_PARAM', `Invalid chain ID: ${q.chainId}`, 'chainId');
  }
  const live = liveChainIds(new Date(ctx.clock.now()));
  const chains = q.chainId === undefined ? live : live.filter((id) => id === q.chainId);
  return [...new Set(chains.flatMap((id) => chainSources[id] ?? []))].sort();
}
