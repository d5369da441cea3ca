import type { TokenLookup } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import { tokenAmount } from '../../lib/token-amount';
import type { StatusInfo } from '../../components/deposit/status-map';
import type { DepositDetail } from '../../contract/schemas/deposit';

/** Where the money is now, in one sentence from the record alone. */
export function depositOutcome(d: DepositDetail, info: StatusInfo, tokens: TokenLookup): string {
  const inTok = tokens(d.originChainId, d.inputToken);
  const outTok = tokens(d.destinationChainId, d.outputToken);
  const sent = tokenAmount(d.inputAmount, inTok);
  const got = tokenAmount(d.outputAmount, outTok);
  const origin = chainLabel(d.originChainId);
  const destination = chainLabel(d.destinationChainId);
  switch (info.outcome) {
    case 'delivered':
      return `${got} arrived at ${d.recipient} on ${destination}.`;
    case 'refunded':
      return `Not delivered: ${sent} went back to ${d.depositRefundAddress ?? d.depositor} on ${origin}.`;
    case 'not-sent':
      return `The deposit on ${origin} did not go through; nothing left the wallet.`;
    default:
      return `${sent} left ${d.depositor} on ${origin}; ${got} is due to ${d.recipient} on ${destination}.`;
  }
}
