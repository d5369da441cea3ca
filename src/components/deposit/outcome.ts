// The settled outcome in plain words: where the money is now. Written from the record alone,
// so it reads the same on any device.
import type { Transfer } from '../../contract/schemas/v1-transfers';
import { tokenAmount } from '../../lib/token-amount';
import { chainLabel } from './chain-label';
import { reasonText, statusInfo } from './status-map';

export function transferOutcome(
  t: Transfer,
  state: string,
  refundAddress?: string | null,
): string | undefined {
  const info = statusInfo('transfer', state);
  if (!info.complete) return undefined;
  const origin = chainLabel(t.inputToken.chainId);
  const destination = chainLabel(t.outputToken.chainId);
  switch (info.outcome) {
    case 'delivered': {
      const amount = tokenAmount(t.fill?.outputAmount ?? t.outputAmount, t.outputToken);
      return `${amount} arrived at ${t.recipient} on ${destination}.`;
    }
    case 'refunded': {
      const to = refundAddress ?? 'the refund address';
      return `No relayer delivered it in time, so ${tokenAmount(t.inputAmount, t.inputToken)} went back to ${to} on ${origin}. Nothing arrived on ${destination}.`;
    }
    case 'not-sent': {
      if (state === 'expired') {
        return 'The quote expired before it was signed and sent, so nothing left the wallet.';
      }
      const why = reasonText(t.status.reason);
      return `The deposit could not be made on ${origin}, so nothing left the wallet.${why ? ` ${why}` : ''}`;
    }
    default:
      return undefined;
  }
}
