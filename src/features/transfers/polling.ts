// Polling follows state (STYLE): fast while a fill is awaited, slow while a refund takes hours,
// never once the state is complete. The live stream, when up, replaces polling altogether.
import { statusInfo } from '../../components/deposit/status-map';

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
