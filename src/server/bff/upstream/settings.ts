// Tunables of the upstream client, with the defaults Ferry runs with. Every budget is real time
// (timers); breaker windows, Retry-After gates and cache ages use the injected clock, so tests
// drive them with a manual clock.
import type { EndpointId } from '../../../contract/endpoints';

export interface UpstreamSettings {
  /** Whole-exchange budget per endpoint (connect, headers AND body, all retries), in ms. */
  timeoutMs: Record<EndpointId, number>;
  /** Longest the BFF keeps a 2xx response, in ms (0 = never cached). A max-age hint lowers it. */
  cacheMaxMs: Partial<Record<EndpointId, number>>;
  /** Automatic retries of idempotent GETs (never of other methods). */
  retries: { max: number; baseDelayMs: number; maxDelayMs: number };
  /** Open after `threshold` of at least `minCalls` calls failed within `windowMs`. */
  breaker: { windowMs: number; minCalls: number; threshold: number; resetTimeoutMs: number };
  /**
   * Keep-alive pool size per upstream origin; sized for the docs/reliability.md#load-figures load
   * (-c 100).
   */
  maxSockets: number;
  /** Responses larger than this are cut off as BAD_RESPONSE (GET /deposits?limit=1000 is ~2 MB). */
  maxResponseBytes: number;
  /** Entries kept in the GET cache before the oldest is dropped. */
  cacheEntries: number;
  /** Source of jitter in [0, 1); injectable so tests can pin it. */
  random: () => number;
}

const CATALOGUE = 5_000;
const QUOTE = 10_000;
const READ = 8_000;
// Executions get 12 s, not 15: the browser's own budget is 15 s (contract/client.ts), and the
// BFF must respond with "pending/unknown" before the browser gives up on the request.
const EXECUTION = 12_000;

export const defaultTimeouts = {
  ping: 2_000,
  getCapabilities: CATALOGUE,
  getSwapTokens: CATALOGUE,
  getSwapChains: CATALOGUE,
  getSwapSources: CATALOGUE,
  getAvailableRoutes: CATALOGUE,
  getChains: CATALOGUE,
  createQuote: QUOTE,
  getSwapApproval: QUOTE,
  postSwapApproval: QUOTE,
  getGaslessQuote: QUOTE,
  getLimits: QUOTE,
  getSuggestedFees: QUOTE,
  createExecution: EXECUTION,
  submitGasless: EXECUTION,
  getTransfer: READ,
  getDeposits: READ,
  getDeposit: READ,
  getDepositStatus: READ,
  createDepositAddress: QUOTE,
  createWebhookSubscription: QUOTE,
  listWebhookSubscriptions: READ,
  deleteWebhookSubscription: QUOTE,
} satisfies Record<EndpointId, number>;

/** Catalogue data changes rarely: swap/bridge lists 5 min, capabilities (route status) 30 s. */
export const defaultCacheMaxMs: Partial<Record<EndpointId, number>> = {
  getSwapTokens: 300_000,
  getSwapChains: 300_000,
  getSwapSources: 300_000,
  getAvailableRoutes: 300_000,
  getChains: 300_000,
  getCapabilities: 30_000,
};

export function resolveSettings(overrides: Partial<UpstreamSettings> = {}): UpstreamSettings {
  return {
    timeoutMs: { ...defaultTimeouts, ...overrides.timeoutMs },
    cacheMaxMs: { ...defaultCacheMaxMs, ...overrides.cacheMaxMs },
    retries: overrides.retries ?? { max: 2, baseDelayMs: 100, maxDelayMs: 1_000 },
    breaker: overrides.breaker ?? {
      windowMs: 10_000,
      minCalls: 10,
      threshold: 0.5,
      resetTimeoutMs: 30_000,
    },
    maxSockets: overrides.maxSockets ?? 256,
    maxResponseBytes: overrides.maxResponseBytes ?? 8 * 1024 * 1024,
    cacheEntries: overrides.cacheEntries ?? 500,
    random: overrides.random ?? Math.random,
  };
}
