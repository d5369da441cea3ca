// GET /available-routes and GET /chains: the routes the bridge itself carries now, and the chains
// they join with each chain's spoke pool, in the real service's shapes
// so the official client's getAvailableRoutes, getSupportedChains and getSpokePoolAddress work.
// EVM chains only: HyperCore is reached through the swap API, as on the real service.
import type { z } from 'zod';
import { getChain } from '../../../contract/chains';
import type {
  availableRoutesQuery,
  availableRoutesResponse,
  chainsQuery,
  chainsResponse,
} from '../../../contract/schemas/bridge-discovery';
import { sandboxRpcPath } from '../chains/rpc-routes';
import type { ServiceContext } from '../context';
import { tokenRoute } from '../world/routes';
import { spokePoolAddress } from '../world/spokes';
import { isBridgeable, logoUrl, tokensOn, type WorldToken } from '../world/tokens';
import { chainLogoUrl, liveChainIds, publicRpcUrl } from './swap-discovery';

interface BridgeRoute {
  input: WorldToken;
  output: WorldToken;
}

const liveEvmChainIds = (at: Date) => liveChainIds(at).filter((id) => getChain(id)?.kind === 'evm');

/** Every token route the bridge carries at `at`, origin by origin in catalogue order. */
function openRoutes(at: Date): BridgeRoute[] {
  const chains = liveEvmChainIds(at);
  return chains.flatMap((origin) =>
    tokensOn(origin)
      .filter(isBridgeable)
      .flatMap((input) =>
        chains.flatMap((destination) => {
          const route = tokenRoute(input, destination, at);
          return route.status === 'available' && route.output
            ? [{ input, output: route.output }]
            : [];
        }),
      ),
  );
}

/**
 * The address a deposit names for a token: native ETH is the chain's wrapped ETH, which the
 * spoke pool wraps the sent value into (the route says isNative).
 */
function depositAddressOf(t: WorldToken): string {
  if (!t.native) return t.address;
  return tokensOn(t.chainId).find((x) => x.family === t.family && !x.native)?.address ?? t.address;
}

const same = (wanted: string | undefined, actual: string) =>
  !wanted || wanted.toLowerCase() === actual.toLowerCase();

export function getAvailableRoutes(
  ctx: ServiceContext,
  q: z.output<typeof availableRoutesQuery>,
): z.input<typeof availableRoutesResponse> {
  return openRoutes(new Date(ctx.clock.now()))
    .filter(
      ({ input, output }) =>
        (q.originChainId === undefined || q.originChainId === input.chainId) &&
        (q.destinationChainId === undefined || q.destinationChainId === output.chainId) &&
        same(q.originToken, depositAddressOf(input)) &&
        same(q.destinationToken, depositAddressOf(output)) &&
        same(q.originTokenSymbol, input.symbol) &&
        same(q.destinationTokenSymbol, output.symbol),
    )
    .map(({ input, output }) => ({
      originChainId: input.chainId,
      originToken: depositAddressOf(input),
      destinationChainId: output.chainId,
      destinationToken: depositAddressOf(output),
      originTokenSymbol: input.symbol,
      destinationTokenSymbol: output.symbol,
      isNative: input.native,
    }));
}

/** The chain's tokens among `used`, in the world's order. */
function tokenList(chainId: number, used: WorldToken[]) {
  const set = new Set(used);
  return tokensOn(chainId)
    .filter((t) => set.has(t))
    .map((t) => ({
      address: depositAddressOf(t),
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
      logoUrl: logoUrl(t.symbol),
    }));
}

export function getChains(
  ctx: ServiceContext,
  q: z.output<typeof chainsQuery>,
): z.input<typeof chainsResponse> {
  const at = new Date(ctx.clock.now());
  const routes = openRoutes(at);
  const inputs = routes.map((r) => r.input);
  const outputs = routes.map((r) => r.output);
  const hasSymbol = (tokens: { symbol: string }[], symbol: string | undefined) =>
    !symbol || tokens.some((t) => same(symbol, t.symbol));
  return liveEvmChainIds(at)
    .filter((id) => q.chainId === undefined || q.chainId.includes(id))
    .map((id) => {
      const chain = getChain(id);
      return {
        chainId: id,
        name: chain?.name ?? String(id),
        // A sandbox chain is reached through the service (a path on its origin, like logoUrl).
        publicRpcUrl: ctx.chains?.get(id) ? sandboxRpcPath(id) : (publicRpcUrl[id] ?? null),
        explorerUrl: chain?.explorer.url ?? null,
        logoUrl: chainLogoUrl(id),
        spokePool: spokePoolAddress(id),
        inputTokens: tokenList(id, inputs),
        outputTokens: tokenList(id, outputs),
      };
    })
    .filter(
      (c) =>
        hasSymbol(c.inputTokens, q.inputTokenSymbol) &&
        hasSymbol(c.outputTokens, q.outputTokenSymbol),
    )
    .map((c) => (q.omitTokens ? { ...c, inputTokens: [], outputTokens: [] } : c));
}
