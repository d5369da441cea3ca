// What the service says now about each transfer this browser remembers: an order's state and
// the deposit it made (so it can be matched with the wallet's deposits), a gasless deposit's
// status. One query per entry, the same queries the tracker uses (shared cache).
import { useQueries } from '@tanstack/react-query';
import { trackedDepositQueryOptions } from '../../api/tracked-deposit';
import { transferQueryOptions } from '../../api/transfers';
import type { RecentTransfer } from '../../lib/recent-transfers';
import type { LocalResolution } from './local-resolution';
import { localTransferKey } from './merge-history';

export function useLocalResolutions(
  local: readonly RecentTransfer[],
): Map<string, LocalResolution> {
  const orders = local.flatMap((e) =>
    e.ref.kind === 'order' ? [{ e, orderId: e.ref.orderId }] : [],
  );
  const deposits = local.flatMap((e) => (e.ref.kind === 'deposit' ? [{ e, ref: e.ref }] : []));
  const orderResults = useQueries({
    queries: orders.map(({ orderId }) => ({ ...transferQueryOptions(orderId), retry: false })),
  });
  const depositResults = useQueries({
    queries: deposits.map(({ ref }) => ({
      ...trackedDepositQueryOptions({ originChainId: ref.originChainId, depositId: ref.depositId }),
      retry: false,
    })),
  });
  const out = new Map<string, LocalResolution>();
  orders.forEach(({ e }, i) => {
    const snap = orderResults[i]?.data;
    if (!snap) return;
    const t = snap.transfer;
    out.set(localTransferKey(e), {
      kind: 'transfer',
      state: snap.state,
      deposit: t?.deposit
        ? {
            originChainId: t.inputToken.chainId,
            depositId: t.deposit.depositId,
            txnRef: t.deposit.txnRef,
          }
        : undefined,
    });
  });
  deposits.forEach(({ e, ref }, i) => {
    const d = depositResults[i]?.data;
    if (!d) return;
    out.set(localTransferKey(e), {
      kind: 'deposit',
      state: d.status,
      deposit: {
        originChainId: ref.originChainId,
        depositId: ref.depositId,
        txnRef: d.depositTxnRef,
      },
    });
  });
  return out;
}
