// Query-key factories, one per resource, so invalidation by prefix is safe
// (transferKeys.all invalidates every transfer query).
export const capabilityKeys = {
  all: ['capabilities'] as const,
  route: (originChainId?: number, destinationChainId?: number, include?: 'tokens') =>
    [...capabilityKeys.all, { originChainId, destinationChainId, include }] as const,
};

export const tokenKeys = {
  all: ['swap-tokens'] as const,
  list: (chainId?: number) => [...tokenKeys.all, { chainId }] as const,
};

export const quoteKeys = {
  all: ['quotes'] as const,
  request: (request: Record<string, unknown>) => [...quoteKeys.all, request] as const,
};

export const gaslessKeys = {
  all: ['gasless-quotes'] as const,
  request: (request: Record<string, unknown>) => [...gaslessKeys.all, request] as const,
};

export const transferKeys = {
  all: ['transfers'] as const,
  detail: (orderId: string) => [...transferKeys.all, orderId] as const,
};

export const depositKeys = {
  all: ['deposits'] as const,
  /** One deposit by its id on its origin chain (GET /deposit). */
  byId: (originChainId: number, depositId: string) =>
    [...depositKeys.all, 'by-id', { originChainId, depositId }] as const,
};

export const depositListKeys = {
  all: ['deposit-lists'] as const,
  /** GET /deposits for one filter and page. */
  page: (filter: Record<string, unknown>) => [...depositListKeys.all, filter] as const,
};

export const explorerKeys = {
  all: ['explorer'] as const,
  /** One search-box query, with its origin chain when it is a deposit id. */
  search: (query: Record<string, unknown>) => [...explorerKeys.all, 'search', query] as const,
  /** One deposit for the explorer's detail page, by the selector in its link. */
  deposit: (selector: Record<string, unknown>) =>
    [...explorerKeys.all, 'deposit', selector] as const,
};

/** The dashboard sign-in session (GET /api/ferry/auth/session). */
export const sessionKeys = {
  all: ['ferry-session'] as const,
};

/** Everything behind the dashboard's sign-in: dropped together on sign-out or a new session. */
export const integratorKeys = {
  all: ['integrator'] as const,
  depositAddresses: () => [...integratorKeys.all, 'deposit-addresses'] as const,
  depositAddressList: (q: string, cursor: string | undefined) =>
    [...integratorKeys.depositAddresses(), 'list', { q, cursor }] as const,
  depositAddress: (id: string) => [...integratorKeys.depositAddresses(), 'one', id] as const,
  addressDeposits: (address: string) =>
    [...integratorKeys.all, 'address-deposits', address.toLowerCase()] as const,
  sweepDeposits: (sweepTxnRef: string) =>
    [...integratorKeys.all, 'sweep-deposits', sweepTxnRef.toLowerCase()] as const,
  events: () => [...integratorKeys.all, 'events'] as const,
  eventList: (filter: Record<string, string | number | undefined>) =>
    [...integratorKeys.events(), 'list', filter] as const,
  subscriptions: () => [...integratorKeys.all, 'subscriptions'] as const,
  receiverUrl: () => [...integratorKeys.all, 'receiver-url'] as const,
  limits: (query: Record<string, string>) => [...integratorKeys.all, 'limits', query] as const,
  suggestedFees: (query: Record<string, string>) =>
    [...integratorKeys.all, 'suggested-fees', query] as const,
};

/** The dashboard overview's counts (under integratorKeys.all, so sign-out drops them too). */
export const overviewKeys = {
  all: [...integratorKeys.all, 'overview'] as const,
};

export const rpcKeys = {
  all: ['rpc'] as const,
  /** GET /api/rpc: which chains the BFF can read. */
  chains: () => [...rpcKeys.all, 'chains'] as const,
};

/** GET /v1/capabilities?include=swaps: the token pairs of one route (under capabilityKeys.all). */
export const swapPairKeys = {
  all: [...capabilityKeys.all, 'swaps'] as const,
  route: (originChainId: number, destinationChainId: number) =>
    [...swapPairKeys.all, { originChainId, destinationChainId }] as const,
};
