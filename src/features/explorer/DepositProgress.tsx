import { LateIndicator } from '../../components/deposit/LateIndicator';
import { lateness } from '../../components/deposit/lateness';
import { RefundPath } from '../../components/deposit/RefundPath';
import { Timeline } from '../../components/deposit/Timeline';
import { depositTimeline } from '../../components/deposit/timeline';
import { Card } from '../../components/ui/Card';
import type { DepositDetail } from '../../contract/schemas/deposit';
import { T } from '../../i18n/useT';
import { withExtraEvents, type ExtraTimelineEvent } from './timeline-events';

/** The timeline, the "is it late?" meter while unfilled, and the refund path after the deadline. */
export function DepositProgress({
  d,
  now,
  origin,
  sent,
  extraTimelineEvents = [],
}: {
  d: DepositDetail;
  now: number;
  origin: string;
  sent: string;
  extraTimelineEvents?: readonly ExtraTimelineEvent[];
}) {
  const late = lateness({
    state: d.status,
    startedAt: d.depositBlockTimestamp,
    fillDeadline: d.fillDeadline ?? undefined,
    now,
  });
  const refundPending = d.status === 'expired' || late?.level === 'past-deadline';
  const refundTo = d.depositRefundAddress ?? d.depositor;
  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="text-base font-semibold">
        <T id="explorer.detail.progress" defaultMessage="Progress" />
      </h2>
      {refundPending ? (
        <RefundPath
          since={d.fillDeadline ?? undefined}
          amount={sent}
          origin={origin}
          refundAddress={refundTo}
        />
      ) : late ? (
        <LateIndicator late={late} origin={origin} refundAddress={refundTo} />
      ) : null}
      <Timeline steps={withExtraEvents(depositTimeline(d, d.status), extraTimelineEvents)} />
    </Card>
  );
}
