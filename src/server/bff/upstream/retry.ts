// Which failures of an idempotent GET are worth another try, and how long to wait first. Never used
// for other methods: a POST is sent at most once (docs/reliability.md#retries,
// docs/reliability.md#unknown-outcomes-are-reconciled-not-resent).
import { ServiceError } from '../../../contract/errors';
import type { Clock } from '../../clock';
import type { UpstreamSettings } from './settings';

/** Gateway-ish responses a second try may not get; a 503 with Retry-After is honoured instead. */
export function retryableStatus(status: number, headers: Record<string, string>): boolean {
  if (status === 503) return headers['retry-after'] === undefined;
  return status === 502 || status === 504;
}

/**
 * Connection failures only. A timeout already spent the budget; a bad body would come back
 * the same; a breaker or rate gate refusal (status ≠ 0) must not be hammered.
 */
export function retryableError(err: unknown): boolean {
  return err instanceof ServiceError && err.code === 'NETWORK_ERROR' && err.status === 0;
}

/** Exponential backoff with "equal jitter": half fixed, half random. */
export function backoffMs(retry: number, opts: UpstreamSettings['retries'], random: () => number) {
  const ceiling = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Waits `ms` on the injected clock, so tests move the backoff forward instead of sleeping. */
export const sleep = (clock: Clock, ms: number) =>
  new Promise<void>((resolve) => void clock.at(clock.now() + ms, resolve));
