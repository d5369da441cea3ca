import { defineMessages, type IntlShape } from 'react-intl';

/** Every sentence gets the same facts; each uses the ones it needs. */
type Facts = Record<
  'sent' | 'received' | 'origin' | 'destination' | 'depositor' | 'recipient' | 'refundAddress',
  string
>;
import type { TokenLookup } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import { formatsFor } from '../../lib/format';
import type { StatusInfo } from '../../components/deposit/status-map';
import type { DepositDetail } from '../../contract/schemas/deposit';
import { keptLtr } from '../../components/deposit/message';

const m = defineMessages<Record<'delivered' | 'refunded' | 'notSent' | 'underWay', Facts>>({
  delivered: {
    id: 'explorer.outcome.delivered',
    defaultMessage: '{received} arrived at {recipient} on {destination}.',
  },
  refunded: {
    id: 'explorer.outcome.refunded',
    defaultMessage: 'Not delivered: {sent} went back to {refundAddress} on {origin}.',
  },
  notSent: {
    id: 'explorer.outcome.notSent',
    defaultMessage: 'The deposit on {origin} did not go through; nothing left the wallet.',
  },
  underWay: {
    id: 'explorer.outcome.underWay',
    defaultMessage:
      '{sent} left {depositor} on {origin}; {received} is due to {recipient} on {destination}.',
  },
});

/** Where the money is now, in one sentence from the record alone. */
export function depositOutcome(
  t: IntlShape,
  d: DepositDetail,
  info: StatusInfo,
  tokens: TokenLookup,
): string {
  const inTok = tokens(d.originChainId, d.inputToken);
  const outTok = tokens(d.destinationChainId, d.outputToken);
  const f = formatsFor(t);
  const values: Facts = {
    // Amounts come kept left to right already, in the page's language.
    sent: f.tokenAmount(d.inputAmount, inTok),
    received: f.tokenAmount(d.outputAmount, outTok),
    ...keptLtr(t, {
      origin: chainLabel(d.originChainId, t),
      destination: chainLabel(d.destinationChainId, t),
      depositor: d.depositor,
      recipient: d.recipient,
      refundAddress: d.depositRefundAddress ?? d.depositor,
    }),
  };
  switch (info.outcome) {
    case 'delivered':
      return t.formatMessage(m.delivered, values);
    case 'refunded':
      return t.formatMessage(m.refunded, values);
    case 'not-sent':
      return t.formatMessage(m.notSent, values);
    default:
      return t.formatMessage(m.underWay, values);
  }
}
