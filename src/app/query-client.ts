import { QueryClient } from '@tanstack/react-query';

/** The HTTP status carried by an error, if any (the API layer's typed error has `status`). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Retry network failures and 5xx up to 3 times. A 4xx means the request itself is wrong (bad
 * input, not found, not allowed): asking again gives the same answer, so fail fast — except
 * 408 (timeout) and 429 (rate limited), which are worth another try after the backoff.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  const status = statusOf(error);
  if (status === 408 || status === 429) return true;
  return status === undefined || status < 400 || status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
        staleTime: 15_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
      },
      // A mutation (a submitted transfer, a new webhook) is never repeated behind the user's back.
      mutations: { retry: false },
    },
  });
}
