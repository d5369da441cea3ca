// GET /deposit/status's response from a deposit's single-form record, in the indexer's shape: the
// stored "unfilled" reads "pending" here, and each reference also goes by its older name.
import type { z } from 'zod';
import type { depositDetail } from '../../../contract/schemas/deposit';
import type { depositStatusResponse } from '../../../contract/schemas/deposit-status';

type DetailWire = z.input<typeof depositDetail>;
type StatusWire = z.input<typeof depositStatusResponse>;

export function statusForm(
  deposit: DetailWire,
  pagination: { currentIndex: number; maxIndex: number },
): StatusWire {
  const fill = deposit.fillTxnRef ?? null;
  const refund = deposit.depositRefundTxnRef ?? null;
  return {
    status: deposit.status === 'unfilled' ? 'pending' : deposit.status,
    originChainId: deposit.originChainId,
    depositId: deposit.depositId,
    destinationChainId: deposit.destinationChainId,
    depositTxnRef: deposit.depositTxnRef,
    depositTxHash: deposit.depositTxnRef,
    fillTxnRef: fill,
    fillTx: fill,
    depositRefundTxnRef: refund,
    depositRefundTxHash: refund,
    actionsSucceeded: deposit.actionsSucceeded ?? null,
    pagination,
  };
}
