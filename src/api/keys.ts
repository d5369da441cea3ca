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

export const rpcKeys = {
  all: ['rpc'] as const,
  /** GET /api/rpc: which chains the BFF can read. */
  chains: () => [...rpcKeys.all, 'chains'] as const,
};
