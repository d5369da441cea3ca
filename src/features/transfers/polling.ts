// Polling follows the state: fast while a fill is awaited, slow while a refund takes hours,
// never once the state is complete. The live stream, when up, replaces polling altogether.
import { statusInfo } from '../../components/deposit/status-map';
import { isUnreachable } from '../../components/deposit/unreachable';
import { isServiceError } from '../../contract/errors';

/**
 * Within this long of a submission, "not found" means "not indexed yet"
 * (docs/reliability.md#a-new-transfer-is-indexing-not-failed).
 */
export const INDEXING_GRACE_MS = 2 * 60_000;

const BY_STATE: Record<string, number> = {
  quoted: 5_000,
  submitted: 2_000,
  indexing: 3_000,
  deposited: 2_000,
  'deposit-pending': 2_000,
  unfilled: 3_000,
  pending: 3_000,
  slowFillRequested: 30_000,
  refund_pending: 30_000,
  expired: 30_000,
};

export function pollMs(kind: 'transfer' | 'deposit', state: string | undefined): number | false {
  if (state === undefined) return 5_000;
  if (statusInfo(kind, state).complete) return false;
  return BY_STATE[state] ?? 5_000;
}

export function withinIndexingGrace(submittedAt: string | undefined, now: number): boolean {
  if (!submittedAt) return false;
  const at = Date.parse(submittedAt);
  return !Number.isNaN(at) && now - at < INDEXING_GRACE_MS && now - at > -60_000;
}

const isNotFound = (error: unknown) => isServiceError(error) && error.status === 404;

/**
 * When a tracker checks again (its refetchInterval): at the pace of the state it knows; after a
 * 404, only while a fresh submission may still be indexing; after a fault, in 5 s (polling is
 * the retry: one failed check shows at once, and the next one recovers by itself).
 */
export function checkAgainMs(
  kind: 'transfer' | 'deposit',
  state: string | undefined,
  last: { error: unknown; errorUpdatedAt: number },
  submittedAt: string | undefined,
): number | false {
  if (state !== undefined) return pollMs(kind, state);
  if (isNotFound(last.error)) {
    return withinIndexingGrace(submittedAt, last.errorUpdatedAt) ? 3_000 : false;
  }
  return 5_000;
}

/**
 * What a tracker shows from its last check. "Not found" moments after this browser submitted it
 * means "not indexed yet" (docs/reliability.md#a-new-transfer-is-indexing-not-failed); past
 * that grace the transfer is missing. A fault is an outage when the service is away.
 */
export function trackingOf(
  kind: 'transfer' | 'deposit',
  known: string | undefined,
  check: { isError: boolean; error: unknown; errorUpdatedAt: number; dataUpdatedAt: number },
  submittedAt: string | undefined,
) {
  const notFound = known === undefined && isNotFound(check.error);
  const indexing = notFound && withinIndexingGrace(submittedAt, check.errorUpdatedAt);
  const state = known ?? (indexing ? 'indexing' : undefined);
  return {
    state,
    missing: notFound && !indexing,
    complete: state !== undefined && statusInfo(kind, state).complete,
    unreachable: check.isError && isUnreachable(check.error),
    lastChecked: check.dataUpdatedAt || undefined,
  };
}

/** How the page is following the transfer right now (shown to the person, and in the bundle). */
export type FollowMode = 'live' | 'connecting' | 'polling' | 'paused' | 'settled' | 'unreachable';

/**
 * The follow mode of a tracker: settled, unreachable and paused (tab hidden) say the same on
 * both trackers; otherwise `active`, which only the caller knows (live, connecting or polling).
 */
export function followModeOf(
  t: { complete: boolean; unreachable: boolean },
  visible: boolean,
  active: 'live' | 'connecting' | 'polling',
): FollowMode {
  if (t.complete) return 'settled';
  if (t.unreachable) return 'unreachable';
  return visible ? active : 'paused';
}
