import type { Transfer } from '../../contract/schemas/v1-transfers';
import { chainLabel } from '../../components/deposit/chain-label';
import { FactList } from '../../components/deposit/FactList';
import { useFormat } from '../../lib/useFormat';
import { useT } from '../../i18n/useT';
import { amountOn, factLabels } from './fact-labels';
import { keptLtr } from '../../components/deposit/message';

const mono = (v: string | null | undefined) =>
  v ? <span className="font-mono text-xs">{v}</span> : undefined;

/** What was asked for: route, amounts, who sends, who receives, where a refund goes. */
export function TransferFacts({
  t: transfer,
  refundAddress,
}: {
  t: Transfer;
  refundAddress?: string | null;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <FactList
      facts={[
        [
          t.formatMessage(factLabels.from),
          t.formatMessage(
            amountOn,
            keptLtr(t, {
              amount: f.tokenAmount(transfer.inputAmount, transfer.inputToken),
              chain: chainLabel(transfer.inputToken.chainId, t),
            }),
          ),
        ],
        [
          t.formatMessage(factLabels.toQuoted),
          t.formatMessage(
            amountOn,
            keptLtr(t, {
              amount: f.tokenAmount(transfer.outputAmount, transfer.outputToken),
              chain: chainLabel(transfer.outputToken.chainId, t),
            }),
          ),
        ],
        [t.formatMessage(factLabels.sender), mono(transfer.depositor)],
        [t.formatMessage(factLabels.recipient), mono(transfer.recipient)],
        [t.formatMessage(factLabels.refundAddress), mono(refundAddress)],
        [t.formatMessage(factLabels.orderId), mono(transfer.orderId)],
        [t.formatMessage(factLabels.depositId), mono(transfer.deposit?.depositId)],
        [t.formatMessage(factLabels.yourReference), transfer.externalId],
      ]}
    />
  );
}
