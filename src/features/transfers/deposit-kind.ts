// What kind of transfer a deposit tracker shows, from what is known of it: the record names a
// deposit address when funds went through one; a gasless transfer is known only to the browser
// that submitted it (the bridge records it by its deposit); anything else is a plain transfer.
import { defineMessages } from 'react-intl';
import type { DepositDetail } from '../../contract/schemas/deposit';
import type { RecentTransfer } from '../../lib/recent-transfers';

export type DepositKind = 'deposit-address' | 'gasless' | 'transfer';

export const DEPOSIT_KIND_LABELS = defineMessages({
  'deposit-address': {
    id: 'transfers.kind.depositAddress',
    defaultMessage: 'Transfer through a deposit address',
  },
  gasless: { id: 'transfers.kind.gasless', defaultMessage: 'Transfer (gasless)' },
  transfer: { id: 'transfers.kind.transfer', defaultMessage: 'Transfer' },
}) satisfies Record<DepositKind, unknown>;

export function depositKind(
  d: DepositDetail | undefined,
  recent: RecentTransfer | undefined,
): DepositKind {
  if (d?.depositAddress) return 'deposit-address';
  if (recent?.ref.kind === 'deposit') return 'gasless';
  return 'transfer';
}
