import { Card } from '../../components/ui/Card';
import type { Transfer } from '../../contract/schemas/v1-transfers';
import type { Enrichment } from './enrichment';
import { LateIndicator } from '../../components/deposit/LateIndicator';
import { lateness } from '../../components/deposit/lateness';
import { tokenAmount, transferOutcome } from '../../components/deposit/outcome';
import { QuotedVsReceived } from './QuotedVsReceived';
import { RefundPath } from '../../components/deposit/RefundPath';
import { StatusCard } from './StatusCard';
import {
  reasonText,
  type StatusContext,
  type StatusInfo,
} from '../../components/deposit/status-map';
import { Timeline } from '../../components/deposit/Timeline';
import { transferTimeline } from '../../components/deposit/timeline';
import { TransferFacts } from './TransferFacts';
import type { FollowMode } from './useTrackedTransfer';
import { useNow } from '../../lib/useNow';

// Elsewhere the state's own words or the outcome already give the reason.
const REASON_WORTH_SHOWING = new Set(['deposited', 'unknown']);

interface Props {
  /** null while indexing without a transfer-shaped answer. */
  t: Transfer | null;
  state: string;
  info: StatusInfo;
  ctx: StatusContext;
  facts: Enrichment;
  mode: FollowMode;
}

export function TransferView({ t, state, info, ctx, facts, mode }: Props) {
  const now = useNow(1_000, !info.complete);
  const late = lateness({
    state,
    startedAt: facts.startedAt,
    expectedFillTimeSec: facts.expectedFillTimeSec,
    fillDeadline: facts.fillDeadline,
    now,
  });
  const refundPending = state === 'refund_pending' || late?.level === 'past-deadline';
  const refundSince =
    t?.history.find((h) => h.state === 'refund_pending')?.at ?? facts.fillDeadline;

  return (
    <div className="space-y-6">
      <StatusCard
        info={info}
        ctx={ctx}
        mode={mode}
        hideNext={refundPending && t !== null}
        outcome={t ? transferOutcome(t, state, facts.refundAddress) : undefined}
        reason={REASON_WORTH_SHOWING.has(state) ? reasonText(t?.status.reason) : undefined}
      >
        {refundPending && t ? (
          <RefundPath
            since={refundSince}
            amount={tokenAmount(t.inputAmount, t.inputToken)}
            origin={ctx.origin}
            refundAddress={facts.refundAddress}
          />
        ) : late ? (
          <LateIndicator late={late} origin={ctx.origin} refundAddress={facts.refundAddress} />
        ) : null}
      </StatusCard>
      {t && (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card className="space-y-4 p-5 sm:p-6" role="region" aria-labelledby="progress-heading">
            <h2 id="progress-heading" className="text-base font-semibold">
              Progress
            </h2>
            <Timeline steps={transferTimeline(t, state)} />
          </Card>
          <Card className="space-y-6 p-5 sm:p-6">
            {t.fill && (
              <QuotedVsReceived
                token={t.outputToken}
                quoted={t.outputAmount}
                received={t.fill.outputAmount}
                priceUsd={facts.outputPriceUsd}
              />
            )}
            <section aria-labelledby="details-heading" className="space-y-3">
              <h2 id="details-heading" className="text-base font-semibold">
                Details
              </h2>
              <TransferFacts t={t} refundAddress={facts.refundAddress} />
            </section>
          </Card>
        </div>
      )}
    </div>
  );
}
