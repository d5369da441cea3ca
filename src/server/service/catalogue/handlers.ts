// The catalogue group: discovery (ping, capabilities, swap tokens/chains/sources, bridge routes
// and chains), limits and fees, and swap approval. Each handler is a thin adapter over a module
// of its own.
import type { ServiceContext } from '../context';
import { failure } from '../../../contract/failure';
import type { Handlers } from '../http/router';
import { getAvailableRoutes, getChains } from './bridge-discovery';
import { poolBook } from './chain-pools';
import { getCapabilities } from './capabilities';
import { getLimits, getSuggestedFees } from './fees-limits';
import { getSwapChains, getSwapSources, getSwapTokens } from './swap-discovery';
import { buildSwapApproval } from './swap-approval';

export type CatalogueHandlersIds =
  | 'ping'
  | 'getCapabilities'
  | 'getSwapTokens'
  | 'getSwapChains'
  | 'getSwapSources'
  | 'getAvailableRoutes'
  | 'getChains'
  | 'getLimits'
  | 'getSuggestedFees'
  | 'getSwapApproval'
  | 'postSwapApproval';

/** The router parses every slot its row declares; a missing one is a wiring bug. */
function parsed<T>(value: T | undefined): T {
  if (value === undefined) throw failure('legacy', 'internal', 'Request was not parsed');
  return value;
}

export function catalogueHandlers(ctx: ServiceContext): Pick<Handlers, CatalogueHandlersIds> {
  return {
    ping: async () => ({ ok: true, service: 'embedded' }),
    getCapabilities: async ({ query }) => {
      const q = query ?? {};
      return getCapabilities(ctx, q, q.include === 'swaps' ? await swapBook(ctx, q) : undefined);
    },
    getSwapTokens: async ({ query }) => getSwapTokens(ctx, query ?? {}),
    getSwapChains: async () => getSwapChains(ctx),
    getSwapSources: async ({ query }) => getSwapSources(ctx, query ?? {}),
    getAvailableRoutes: async ({ query }) => getAvailableRoutes(ctx, parsed(query)),
    getChains: async ({ query }) => getChains(ctx, parsed(query)),
    getLimits: async ({ query }) => getLimits(ctx, parsed(query)),
    getSuggestedFees: async ({ query }) => getSuggestedFees(ctx, parsed(query)),
    getSwapApproval: async ({ query }) => buildSwapApproval(ctx, parsed(query), { onChain: true }),
    postSwapApproval: async ({ query, body }) =>
      buildSwapApproval(ctx, parsed(query), { actions: parsed(body).actions, onChain: true }),
  };
}

/** The pairs' reserves now on the running chains a capabilities answer covers (a node down: its starting ones). */
function swapBook(ctx: ServiceContext, q: { originChainId?: number; destinationChainId?: number }) {
  const chains = ctx.chains;
  const asked = [q.originChainId, q.destinationChainId].filter((id) => id !== undefined);
  const ids = (asked.length === 2 ? asked : (chains?.ids() ?? [])).filter((id) => chains?.isUp(id));
  return poolBook(ctx, ids);
}
