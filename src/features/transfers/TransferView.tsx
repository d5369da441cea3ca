import type { Transfer } from '../../contract/schemas/v1-transfers';
import type { Enrichment } from './enrichment';
import { transferOutcomeMessages } from '../../components/deposit/outcome';
import { useMessages } from '../../components/deposit/message';
import { useFormat } from '../../lib/useFormat';
import { DestinationSwapFallback } from './DestinationSwapFallback';
import { QuotedVsReceived } from './QuotedVsReceived';
import { useHydrating } from '../../lib/useHydrating';
import { useTokenOn } from './useDepositTokens';
import {
  reasonMessage,
  type StatusContext,
  type StatusInfo,
} from '../../components/deposit/status-map';
import { transferTimeline } from '../../components/deposit/timeline';
import { TrackerLayout } from './TrackerLayout';
import { TransferFacts } from './TransferFacts';
import type { FollowMode } from './polling';

// Elsewhere the state's own messages or the outcome already give the reason.
const REASON_WORTH_SHOWING = new Set(['deposited', 'unknown']);

interface Props {
  /** null while indexing without a transfer-shaped response. */
  t: Transfer | null;
  state: string;
  info: StatusInfo;
  ctx: StatusContext;
  facts: Enrichment;
  mode: FollowMode;
}

export function TransferView({ t, state, info, ctx, facts, mode }: Props) {
  const format = useMessages();
  const f = useFormat();
  // A swap after the bridge that failed: the handler sent the bridged token instead.
  const handler = t?.fill?.handler;
  const fallback = handler?.succeeded === false ? handler : undefined;
  // Token lists are read once hydrated: the server rendered without them, and another part of
  // the page may have loaded one by the time this part hydrates.
  const hydrating = useHydrating();
  const fallbackToken = useTokenOn(t?.outputToken.chainId, hydrating ? undefined : fallback?.token);
  // Another device has no saved quote, and a swap's deposit prices another token: the list's.
  const listed = useTokenOn(
    t?.outputToken.chainId,
    facts.outputPriceUsd || hydrating ? undefined : t?.outputToken.address,
  );
  const outcome = t && transferOutcomeMessages(f, t, state, facts.refundAddress, fallbackToken);
  const reason = REASON_WORTH_SHOWING.has(state) ? reasonMessage(t?.status.reason) : undefined;
  return (
    <TrackerLayout
      state={state}
      info={info}
      ctx={ctx}
      mode={mode}
      refundInRecord={state === 'refund_pending'}
      timing={facts}
      outcome={outcome ? outcome.map(format).join(' ') : undefined}
      reason={reason && format(reason)}
      known={
        t
          ? {
              steps: transferTimeline(t, state, facts.funding),
              sent: f.tokenAmount(t.inputAmount, t.inputToken),
              refundSince:
                t.history.find((h) => h.state === 'refund_pending')?.at ?? facts.fillDeadline,
              received: fallback ? (
                <DestinationSwapFallback
                  fallback={{
                    amount: fallback.amount,
                    token: fallbackToken,
                    chainId: t.outputToken.chainId,
                    recipient: fallback.recipient,
                  }}
                />
              ) : (
                t.fill && (
                  <QuotedVsReceived
                    token={t.outputToken}
                    quoted={t.outputAmount}
                    received={t.fill.outputAmount}
                    priceUsd={facts.outputPriceUsd ?? listed?.priceUsd}
                  />
                )
              ),
              details: <TransferFacts t={t} refundAddress={facts.refundAddress} />,
            }
          : undefined
      }
    />
  );
}
