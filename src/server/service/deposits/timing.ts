// How long each step of a deposit's life takes in the simulated world, in SIMULATED milliseconds:
// callers turn them into due times with clock.after(), so SERVICE_CLOCK_SPEED divides them all
// (docs/interface-decisions.md#quote-expiry). Quote expiry is real time and lives with the quote.
import type { Limits } from '../world/pricing';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const timing = {
  /** Authorization accepted → deposit transaction mined (or reverted). */
  submitToDeposit: 2 * SECOND,
  /** The indexer polls every 10 s: a new deposit shows in /deposits 1–15 s after it is mined. */
  indexerMin: 1 * SECOND,
  indexerMax: 15 * SECOND,
  /** Quote → fill deadline signed into the authorization. */
  fillDeadline: 4 * HOUR,
  /** Deposits above maxDepositInstant wait for extra origin confirmations. */
  shortDelay: 5 * MINUTE,
  /** Slow fills land with the next settlement bundle. */
  slowFill: 90 * MINUTE,
  /** While relayer fills are paused (sandbox), a relayer looks again this often. */
  pausedRetry: 15 * MINUTE,
  /** Fill deadline passed → refund paid on origin at the next settlement. */
  refund: 2 * HOUR,
  /** Terminal state → settled for good (`finalized`). */
  finalize: 10 * MINUTE,
} as const;

/**
 * Indexer latency for one deposit, fixed by its transaction reference so a given deposit
 * always appears after the same delay (tests stay deterministic, deposits still vary).
 */
export function indexerLatency(txnRef: string): number {
  const seed = Number.parseInt(txnRef.replace(/^0x/, '').slice(-6), 16);
  const span = timing.indexerMax - timing.indexerMin;
  return timing.indexerMin + (Number.isNaN(seed) ? span : (seed % (span / SECOND + 1)) * SECOND);
}

export type FillPath = 'instant' | 'short-delay' | 'slow';

/** Which relayer path an input amount takes, from the route's limits. */
export function fillPath(inputAmount: bigint, limits: Limits): FillPath {
  if (inputAmount <= limits.maxDepositInstant) return 'instant';
  if (inputAmount <= limits.maxDepositShortDelay) return 'short-delay';
  return 'slow';
}

/** Simulated ms from the deposit until a relayer fills it (or, on the slow path, declines). */
export function fillDelay(path: FillPath, fillTimeSec: number): number {
  return fillTimeSec * SECOND + (path === 'short-delay' ? timing.shortDelay : 0);
}
