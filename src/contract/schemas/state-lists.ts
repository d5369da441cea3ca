// The deposit statuses and transfer states as plain lists, apart from their schemas: the
// browser's status map reads only the lists, and importing deposits.ts or v1-transfers.ts for
// them would carry full zod into the first page.

/**
 * Stored values (unfilled … refunded), plus what the real status endpoint sends (pending,
 * deposit-pending, deposit-failed). Anything else parses as "unknown".
 */
export const depositStatuses = [
  'unfilled',
  'pending',
  'filled',
  'slowFillRequested',
  'slowFilled',
  'expired',
  'refunded',
  'deposit-pending',
  'deposit-failed',
] as const;

/**
 * quoted → submitted → deposited → filled; quoted → expired; submitted → failed;
 * deposited → refund_pending → refunded.
 */
export const transferStates = [
  'quoted',
  'submitted',
  'deposited',
  'filled',
  'expired',
  'failed',
  'refund_pending',
  'refunded',
] as const;
