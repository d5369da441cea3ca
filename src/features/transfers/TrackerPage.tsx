import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusPage } from '../../components/deposit/StatusPage';
import {
  statusText,
  type StatusContext,
  type StatusInfo,
} from '../../components/deposit/status-map';
import { Skeleton } from '../../components/ui/Skeleton';
import { noteFor } from './notify-rule';
import { NotifyToggle } from './NotifyToggle';
import { StatusAnnouncer } from './StatusAnnouncer';
import { TrackerProblem } from './TrackerProblem';
import { useT } from '../../i18n/useT';
import { useRefundWithin } from '../../components/deposit/RefundPath';

/** What both trackers know about their polling (useTrackedTransfer, useTrackedDepositStatus). */
interface Tracked {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  unreachable: boolean;
  lastChecked: number | undefined;
}

/**
 * A tracker's page (an order or a gasless deposit): the shared status frame, with the
 * tracker's own problem and loading states, its notifications and its live announcement.
 */
export function TrackerPage(props: {
  header: ReactNode;
  view: ReactNode | undefined;
  tracked: Tracked;
  /** The transfer's key in this browser's records (recent-transfers refKey). */
  transferKey: string;
  stateKey: string | undefined;
  info: StatusInfo | undefined;
  ctx: StatusContext;
  bundle: () => string;
  /** Skeleton blocks while loading: the order tracker draws two, the deposit one. */
  skeletons?: number;
}) {
  const t = useT();
  const { tracked, info, ctx } = props;
  const refundWithin = useRefundWithin();
  const text = info && statusText(t, info, { ...ctx, refundWithin });
  return (
    <StatusPage
      header={props.header}
      view={props.view}
      unreachable={tracked.unreachable}
      lastChecked={tracked.lastChecked}
      // Only before anything is known: a 404 while a fresh submission is still indexing shows
      // as "Looking for your transfer…", which a "not found" above it would contradict.
      problem={
        tracked.query.isError && props.view === undefined ? (
          <TrackerProblem
            error={tracked.query.error}
            onRetry={() => void tracked.query.refetch()}
          />
        ) : undefined
      }
      loading={
        <div aria-busy="true" className="space-y-4">
          <p className="text-sm text-muted">
            {t.formatMessage({
              id: 'transfers.tracker.loading',
              defaultMessage: 'Loading this transfer…',
            })}
          </p>
          <Skeleton className="h-40 w-full" />
          {(props.skeletons ?? 1) > 1 && <Skeleton className="h-64 w-full" />}
        </div>
      }
      bundle={props.bundle}
    >
      <NotifyToggle
        transferKey={props.transferKey}
        stateKey={props.stateKey}
        note={info ? noteFor(t, info, ctx) : undefined}
        settled={info?.complete ?? false}
      />
      <StatusAnnouncer
        stateKey={props.stateKey}
        message={
          text
            ? t.formatMessage(
                {
                  id: 'transfers.tracker.announce',
                  defaultMessage: 'Transfer status: {status}. {help}',
                },
                { status: text.label, help: text.help },
              )
            : ''
        }
      />
    </StatusPage>
  );
}
