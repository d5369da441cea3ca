import { defineMessage, defineMessages } from 'react-intl';
import { chainLabel } from '../../components/deposit/chain-label';
import { keptLtr } from '../../components/deposit/message';
import type { DepositDetail } from '../../contract/schemas/deposit';
import { useT } from '../../i18n/useT';
import { useFormat } from '../../lib/useFormat';
import type { TokenView } from './useDepositTokens';

const m = defineMessages({
  title: {
    id: 'transfers.swapFallback.title',
    defaultMessage: 'The swap after the bridge did not go through',
  },
  why: {
    id: 'transfers.swapFallback.why',
    defaultMessage:
      'A swap after the bridge fails when the price moves past the slippage tolerance before it runs; the bridged tokens are then sent as they are, to the fallback recipient.',
  },
});

const arrived = defineMessage<{ amount: string; chain: string; recipient: string }>({
  id: 'transfers.swapFallback.arrived',
  defaultMessage:
    '{amount} arrived on {chain} instead, sent to the fallback recipient {recipient}.',
});

/**
 * The indexer's record of a destination swap that fell back: the multicall handler's calls
 * failed (actionsSucceeded false) and it sent the bridged token to the fallback recipient
 * (actionsTarget*), so the recipient did not get the token the quote named.
 */
export function isSwapFallback(d: DepositDetail | undefined): boolean {
  return d?.actionsSucceeded === false && Boolean(d.actionsTargetRecipient);
}

/** What the handler sent instead, from a deposit's record or a transfer's `fill.handler`. */
export interface SwapFallback {
  /** Base units of `token`, the bridged token. */
  amount: string;
  token?: TokenView | undefined;
  chainId: number;
  recipient: string;
}

/** A deposit record's fallback (isSwapFallback) in those terms. */
export const depositFallback = (d: DepositDetail, token?: TokenView): SwapFallback => ({
  amount: String(d.actionsTargetAmount ?? d.outputAmount),
  token,
  chainId: Number(d.actionsTargetChainId ?? d.destinationChainId),
  recipient: d.actionsTargetRecipient ?? '',
});

export function DestinationSwapFallback({ fallback }: { fallback: SwapFallback }) {
  const t = useT();
  const f = useFormat();
  const amount = f.tokenAmount(fallback.amount, fallback.token);
  return (
    <section
      className="rounded-md border border-warning bg-surface p-3 text-sm"
      data-outcome="swap-fallback"
    >
      <h3 className="font-medium">{t.formatMessage(m.title)}</h3>
      <p className="mt-1">
        {t.formatMessage(
          arrived,
          keptLtr(t, {
            amount,
            chain: chainLabel(fallback.chainId, t),
            recipient: fallback.recipient,
          }),
        )}
      </p>
      <p className="mt-1 text-muted">{t.formatMessage(m.why)}</p>
    </section>
  );
}
