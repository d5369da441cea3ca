import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { LateIndicator } from '../../components/deposit/LateIndicator';
import { lateness } from '../../components/deposit/lateness';
import { RefundPath } from '../../components/deposit/RefundPath';
import type { StatusContext, StatusInfo } from '../../components/deposit/status-map';
import { Timeline } from '../../components/deposit/Timeline';
import type { TimelineStep } from '../../components/deposit/timeline';
import { useNow } from '../../lib/useNow';
import { StatusCard } from './StatusCard';
import type { FollowMode } from './polling';
import { T } from '../../i18n/useT';

/** What a tracker knows of the transfer itself, once its record has been read. */
interface Known {
  steps: TimelineStep[];
  /** The amount sent, in words: what a refund gives back. */
  sent: string;
  /** Since when a refund is due (its first refund_pending, or the fill deadline). */
  refundSince: string | undefined;
  /** Quoted against received, once delivered. */
  received?: ReactNode;
  details: ReactNode;
}

/**
 * The body both trackers draw (an order, a gasless deposit): the status card, with the refund
 * path once a refund is due (in the record or past the deadline) or how late it is, then the
 * progress timeline beside what was received and the details.
 */
export function TrackerLayout(props: {
  state: string;
  info: StatusInfo;
  ctx: StatusContext;
  mode: FollowMode;
  /** Whether the record itself says a refund is under way. */
  refundInRecord: boolean;
  timing: { startedAt?: string; expectedFillTimeSec?: number; fillDeadline?: string };
  outcome?: string | undefined;
  reason?: string | undefined;
  known: Known | undefined;
}) {
  const { info, ctx, known } = props;
  const now = useNow(1_000, !info.complete);
  const late = lateness({ state: props.state, ...props.timing, now });
  const refundPending = props.refundInRecord || late?.level === 'past-deadline';
  return (
    <div className="space-y-6">
      <StatusCard
        info={info}
        ctx={ctx}
        mode={props.mode}
        hideNext={refundPending && known !== undefined}
        outcome={props.outcome}
        reason={props.reason}
      >
        {refundPending && known ? (
          <RefundPath
            since={known.refundSince}
            amount={known.sent}
            origin={ctx.origin}
            refundAddress={ctx.refundAddress}
          />
        ) : late ? (
          <LateIndicator late={late} origin={ctx.origin} refundAddress={ctx.refundAddress} />
        ) : null}
      </StatusCard>
      {known && (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card className="space-y-4 p-5 sm:p-6" role="region" aria-labelledby="progress-heading">
            <h2 id="progress-heading" className="text-base font-semibold">
              <T id="transfers.tracker.progress" defaultMessage="Progress" />
            </h2>
            <Timeline steps={known.steps} />
          </Card>
          <Card className="space-y-6 p-5 sm:p-6">
            {known.received}
            <section aria-labelledby="details-heading" className="space-y-3">
              <h2 id="details-heading" className="text-base font-semibold">
                <T id="transfers.tracker.details" defaultMessage="Details" />
              </h2>
              {known.details}
            </section>
          </Card>
        </div>
      )}
    </div>
  );
}
