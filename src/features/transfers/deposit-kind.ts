// What kind of transfer a deposit tracker shows, from what is known of it: the record names a
// deposit address when funds went through one; a gasless transfer is known only to the browser
// that submitted it (the bridge records it by its deposit); anything else is a plain transfer.
import type { DepositDetail } from '../../contract/schemas/deposit';
import type { RecentTransfer } from '../../lib/recent-transfers';

export type DepositKind = 'deposit-address' | 'gasless' | 'transfer';

export const DEPOSIT_KIND_LABELS = {
  'deposit-address': 'Transfer through a deposit address',
  gasless: 'Transfer (gasless)',
  transfer: 'Transfer',
} as const satisfies Record<DepositKind, string>;

export function depositKind(
  d: DepositDetail | undefined,
  recent: RecentTransfer | undefined,
): DepositKind {
  if (d?.depositAddress) return 'deposit-address';
  if (recent?.ref.kind === 'deposit') return 'gasless';
  return 'transfer';
}
