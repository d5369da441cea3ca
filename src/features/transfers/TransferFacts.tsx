import type { Transfer } from '../../contract/schemas/v1-transfers';
import { chainLabel } from '../../components/deposit/chain-label';
import { FactList } from '../../components/deposit/FactList';
import { tokenAmount } from '../../lib/token-amount';

const mono = (v: string | null | undefined) =>
  v ? <span className="font-mono text-xs">{v}</span> : undefined;

/** What was asked for: route, amounts, who sends, who receives, where a refund goes. */
export function TransferFacts({
  t,
  refundAddress,
}: {
  t: Transfer;
  refundAddress?: string | null;
}) {
  return (
    <FactList
      facts={[
        [
          'From',
          `${tokenAmount(t.inputAmount, t.inputToken)} on ${chainLabel(t.inputToken.chainId)}`,
        ],
        [
          'To (quoted)',
          `${tokenAmount(t.outputAmount, t.outputToken)} on ${chainLabel(t.outputToken.chainId)}`,
        ],
        ['Sender', mono(t.depositor)],
        ['Recipient', mono(t.recipient)],
        ['Refund address', mono(refundAddress)],
        ['Order ID', mono(t.orderId)],
        ['Deposit ID', mono(t.deposit?.depositId)],
        ['Your reference', t.externalId],
      ]}
    />
  );
}
