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
