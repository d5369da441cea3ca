// The route, token and mode the page works with: the URL's choice resolved against what the
// service says it can move now (capabilities), with tokens enriched by /swap/tokens.
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/useT';
import { gridQuery, routeQueries } from '../model/bridge-queries';
import { closedChain } from '../model/closed-chain';
import { sayPhrase } from '../model/messages';
import {
  pickReceive,
  receiveOptions,
  sendingAs,
  swaps,
  swapsOnArrival,
  withoutArrivalSwaps,
  withSwapOrigins,
} from '../model/receive-options';
import {
  chainLabel,
  destinationOptions,
  findRoute,
  originOptions,
  tokenOptions,
} from '../model/route-options';
import {
  effectiveMode,
  offeredModes,
  gaslessSupport,
  pickToken,
  type BridgeSearch,
} from '../model/selection';

export function useBridgeSelection(search: BridgeSearch) {
  const t = useT();
  const grid = useQuery(gridQuery());
  const caps = grid.data;
  // The same queries the route's loader fills while the server renders "/".
  const queries = routeQueries(caps, search);
  const { origin, destination } = queries;
  const routed = origin !== undefined && destination !== undefined;
  const routeQuery = useQuery(queries.route);
  const swapTokens = useQuery(queries.swapTokens);
  const pairs = useQuery(queries.pairs);
  const route = findRoute(routeQuery.data, origin, destination);
  // On a closed route nothing the link asked for is replaced: the page says why instead.
  const routeOpen = route?.status === 'available';
  const catalogue = tokenOptions(route, swapTokens.data);
  const tokens = withSwapOrigins(catalogue, route, pairs.data ?? []);
  const sent = pickToken(tokens, search.token, routeOpen);
  const listed = routed
    ? receiveOptions(sent, pairs.data ?? [], catalogue, [origin, destination])
    : [];
  const gaslessOnly = origin !== undefined && gaslessSupport(origin, sent) === 'required';
  const receiveChoices = gaslessOnly ? withoutArrivalSwaps(listed) : listed;
  const receive = pickReceive(receiveChoices, search.toToken, sent);
  // Everything downstream (quote, signing checks) reads the output from the token.
  const token = sendingAs(sent, receive);
  const destinationSwap = swapsOnArrival(receive);
  const support = origin === undefined ? 'none' : gaslessSupport(origin, sent, destinationSwap);
  return {
    grid,
    routeQuery,
    caps,
    origin,
    destination,
    originName: origin === undefined ? undefined : sayPhrase(t, chainLabel(origin, caps)),
    destinationName:
      destination === undefined ? undefined : sayPhrase(t, chainLabel(destination, caps)),
    originOptions: caps ? originOptions(caps) : [],
    destinationOptions: caps ? destinationOptions(caps, origin) : [],
    route,
    routeOpen,
    closedChain: closedChain(caps, origin, destination),
    tokens,
    token,
    tokensLoading: routed && routeQuery.isPending,
    receiveOptions: receiveChoices,
    receive,
    receiveLoading: routed && pairs.isPending,
    exactOutput: search.exact === 'output',
    gaslessSupport: support,
    modes: offeredModes(support, swaps(receive?.crossSwapType)),
    mode: effectiveMode(support, search.mode),
  };
}

export type BridgeSelection = ReturnType<typeof useBridgeSelection>;
