// How far along its life a deposit is, by the event that reports it. Deliveries can arrive in
// any order (retries, parallel senders), so the stored state of a deposit only ever moves to a
// higher rank: a late "deposit-pending" never overwrites "filled".
import type { WebhookEventType } from '../../../contract/schemas/webhooks';

export const eventRank = {
  'pda_transfer.deposit-pending': 1,
  'pda_transfer.deposit-confirmed': 2,
  'pda_transfer.refund-pending': 3,
  // Terminal, and mutually exclusive: whichever arrives first stays.
  'pda_transfer.filled': 4,
  'pda_transfer.refunded': 4,
} as const satisfies Record<WebhookEventType, number>;

/** Unknown (newer) event types rank 0: stored in the inbox, never moving a deposit's state. */
export function rankOf(type: string): number {
  return (eventRank as Record<string, number>)[type] ?? 0;
}

export const isTerminalRank = (rank: number) => rank >= 4;

/** One deposit = one arrival at a deposit address, named by chain, address and transaction. */
export function depositKeyOf(data: {
  originChainId: number | string;
  depositAddress: string;
  depositTxnRef: string | null;
  depositId: string | null;
}): string | null {
  const ref = data.depositTxnRef ?? (data.depositId === null ? null : `id:${data.depositId}`);
  if (ref === null) return null;
  return `${data.originChainId}:${data.depositAddress.toLowerCase()}:${ref.toLowerCase()}`;
}
