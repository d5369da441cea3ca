import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { Skeleton } from '../../components/ui/Skeleton';
import { invalidateOverview, useOverview } from '../../api/integrator-overview';
import { useSubscriptions } from '../../api/integrator-webhooks';
import { useWebhookEvents } from '../../api/webhook-events';
import { T, useT } from '../../i18n/useT';
import { IntegratorSection } from './IntegratorSection';
import { EventList } from './events/EventList';
import { LiveBadge } from './events/LiveBadge';
import { useLiveInbox } from './events/useLiveInbox';
import { SetupChecklist } from './overview/SetupChecklist';
import { setupSteps } from './overview/setup-steps';
import { ErrorNotice } from './shared/ErrorNotice';

function Count({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </Card>
  );
}

export function IntegratorOverviewPage() {
  const t = useT();
  const overview = useOverview();
  const subs = useSubscriptions();
  const events = useWebhookEvents({ limit: 5 });
  const queryClient = useQueryClient();
  const live = useLiveInbox(() => void invalidateOverview(queryClient));

  return (
    <IntegratorSection
      title={t.formatMessage({ id: 'integrator.overview.title', defaultMessage: 'Overview' })}
      description={t.formatMessage({
        id: 'integrator.overview.description',
        defaultMessage: 'Your integration at a glance.',
      })}
    >
      {overview.isError ? (
        <ErrorNotice error={overview.error} />
      ) : overview.isPending || subs.isPending ? (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-4">
          <span className="sr-only">
            <T id="integrator.overview.loading" defaultMessage="Loading the overview…" />
          </span>
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Count
              label={t.formatMessage({
                id: 'integrator.overview.addresses',
                defaultMessage: 'Deposit addresses',
              })}
              value={t.formatNumber(overview.data.depositAddresses)}
            />
            <Count
              label={t.formatMessage({
                id: 'integrator.overview.subscriptions',
                defaultMessage: 'Webhook subscriptions',
              })}
              value={subs.data ? t.formatNumber(subs.data.data.length) : '—'}
            />
            <Count
              label={t.formatMessage({
                id: 'integrator.overview.events24h',
                defaultMessage: 'Events in the last 24 h',
              })}
              value={t.formatNumber(overview.data.eventsLast24h)}
            />
            <Count
              label={t.formatMessage({
                id: 'integrator.overview.lastEvent',
                defaultMessage: 'Last event',
              })}
              value={
                overview.data.lastEventAt ? (
                  <RelativeTime value={overview.data.lastEventAt} />
                ) : (
                  t.formatMessage({ id: 'integrator.overview.noneYet', defaultMessage: 'None yet' })
                )
              }
            />
          </dl>
          <SetupChecklist
            steps={setupSteps({
              overview: overview.data,
              subscriptions: subs.data?.data.length ?? 0,
            })}
          />
        </>
      )}
      <section className="space-y-3" aria-labelledby="recent-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="recent-heading" className="text-lg font-semibold">
            <T id="integrator.overview.recent" defaultMessage="Recent events" />
          </h3>
          <LiveBadge state={live} />
        </div>
        {events.isPending ? (
          <Skeleton className="h-24" />
        ) : events.isError ? (
          <ErrorNotice error={events.error} />
        ) : events.data.data.length === 0 ? (
          <EmptyState
            title={<T id="integrator.overview.noEvents" defaultMessage="No events yet" />}
            description={
              <T
                id="integrator.overview.noEventsBody"
                defaultMessage="Subscribe a webhook to Ferry's receiver, then send a test deposit: its events show here as they arrive."
              />
            }
          />
        ) : (
          <EventList events={events.data.data} />
        )}
      </section>
    </IntegratorSection>
  );
}
