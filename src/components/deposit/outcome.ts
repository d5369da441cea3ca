// The settled outcome in plain words: where the money is now. Written from the record alone,
// so it reads the same on any device.
import { defineMessages } from 'react-intl';
import type { Transfer } from '../../contract/schemas/v1-transfers';
import type { Formats } from '../../lib/format';
import { chainName } from './chain-label';
import type { Message } from './message';
import { reasonMessage, statusInfo } from './status-map';

const m = defineMessages({
  delivered: {
    id: 'components.outcome.delivered',
    defaultMessage: '{amount} arrived at {recipient} on {destination}.',
  },
  refunded: {
    id: 'components.outcome.refunded',
    defaultMessage:
      'No relayer delivered it in time, so {amount} went back to {refund, select, yes {{refundAddress}} other {the refund address}} on {origin}. Nothing arrived on {destination}.',
  },
  expired: {
    id: 'components.outcome.expired',
    defaultMessage: 'The quote expired before it was signed and sent, so nothing left the wallet.',
  },
  failed: {
    id: 'components.outcome.failed',
    defaultMessage: 'The deposit could not be made on {origin}, so nothing left the wallet.',
  },
});

/**
 * The outcome's sentences (a failure's reason is the second), once the transfer is settled; its
 * amount in `f`'s language (useFormat()). After a swap on arrival that fell back, what arrived is
 * the bridged token (`fallbackToken`, from the token list): until it is known, no sentence.
 */
export function transferOutcomeMessages(
  f: Formats,
  t: Transfer,
  state: string,
  refundAddress?: string | null,
  fallbackToken?: { decimals: number; symbol: string },
): Message[] | undefined {
  const info = statusInfo('transfer', state);
  if (!info.complete) return undefined;
  const origin = chainName(t.inputToken.chainId);
  const destination = chainName(t.outputToken.chainId);
  switch (info.outcome) {
    case 'delivered': {
      const handler = t.fill?.handler;
      if (handler?.succeeded === false) {
        if (!fallbackToken) return undefined;
        const amount = f.tokenAmount(handler.amount, fallbackToken);
        return [{ ...m.delivered, values: { amount, recipient: handler.recipient, destination } }];
      }
      const amount = f.tokenAmount(t.fill?.outputAmount ?? t.outputAmount, t.outputToken);
      return [{ ...m.delivered, values: { amount, recipient: t.recipient, destination } }];
    }
    case 'refunded': {
      const amount = f.tokenAmount(t.inputAmount, t.inputToken);
      const refund = refundAddress ? 'yes' : 'no';
      return [
        {
          ...m.refunded,
          values: { amount, refund, refundAddress: refundAddress ?? '', origin, destination },
        },
      ];
    }
    case 'not-sent': {
      if (state === 'expired') return [m.expired];
      const why = reasonMessage(t.status.reason);
      return [{ ...m.failed, values: { origin } }, ...(why ? [why] : [])];
    }
    default:
      return undefined;
  }
}
