import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { FollowModeNote } from './FollowModeNote';
import { StatusBadge } from '../../components/deposit/StatusBadge';
import {
  statusText,
  type StatusContext,
  type StatusInfo,
} from '../../components/deposit/status-map';
import type { FollowMode } from './polling';
import { useT } from '../../i18n/useT';
import { useRefundWithin } from '../../components/deposit/RefundPath';

interface Props {
  info: StatusInfo;
  ctx: StatusContext;
  mode: FollowMode;
  /** The settled outcome in plain words, once complete. */
  outcome?: string;
  /** A reason worth adding to the help text (e.g. why it failed); omit when it repeats it. */
  reason?: string;
  /** The panel below already tells what happens next (the refund path). */
  hideNext?: boolean;
  children?: ReactNode;
}

/** Where the transfer is now, what that means, and what happens next. */
export function StatusCard({ info, ctx, mode, outcome, reason, hideNext, children }: Props) {
  const t = useT();
  const headingId = useId();
  const refundWithin = useRefundWithin();
  const text = statusText(t, info, { ...ctx, refundWithin });
  return (
    <Card className="space-y-4 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusBadge info={info} />
        <FollowModeNote mode={mode} />
      </div>
      <div className="space-y-2">
        <h2 id={headingId} className="text-lg font-semibold text-balance">
          {t.formatMessage(
            {
              id: 'transfers.status.heading',
              defaultMessage:
                '{complete, select, yes {Outcome} other {Where it is now}}<hidden>: {status}</hidden>',
            },
            {
              complete: info.complete ? 'yes' : 'no',
              status: text.label,
              hidden: (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>,
            },
          )}
        </h2>
        {outcome && <p className="text-base font-medium break-words">{outcome}</p>}
        {/* The outcome, once there, says in full what the help text says in general. */}
        {!outcome && <p className="text-sm break-words">{text.help}</p>}
        {reason && <p className="text-sm text-muted">{reason}</p>}
        {!hideNext && <p className="text-sm text-muted">{text.next}</p>}
      </div>
      {children}
    </Card>
  );
}
