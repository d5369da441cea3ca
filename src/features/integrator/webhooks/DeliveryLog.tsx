import { useState } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useWebhookEvents } from '../../../api/webhook-events';
import { webhookEventTypes } from '../../../contract/schemas/webhooks';
import { T, useT } from '../../../i18n/useT';
import { EventList } from '../events/EventList';
import { LiveBadge } from '../events/LiveBadge';
import { useLiveInbox } from '../events/useLiveInbox';
import { SelectField } from '../fields/SelectField';
import { TextField } from '../fields/TextField';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useNow } from '../../../lib/useNow';
import { deliveriesOf, TIME_WINDOWS, type TimeWindow } from './delivery-filter';

const TYPE_OPTIONS = [...webhookEventTypes, 'ferry.test-event'].map((t) => ({
  value: t,
  label: t,
}));

/** Deliveries Ferry's receiver got for this subscription, newest first, live, filterable. */
export function DeliveryLog({ subscriptionId }: { subscriptionId: string }) {
  const t = useT();
  const [type, setType] = useState('');
  const [address, setAddress] = useState('');
  const [window, setWindow] = useState<TimeWindow>('all');
  const live = useLiveInbox();
  const now = useNow(30_000); // the delivery log's time window moves slowly
  const events = useWebhookEvents({ type, address: address.trim(), limit: 100 });
  const shown = events.data ? deliveriesOf(events.data.data, subscriptionId, window, now) : [];

  return (
    <section className="space-y-4" aria-labelledby="log-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="log-heading" className="text-lg font-semibold">
          <T id="integrator.deliveries.title" defaultMessage="Delivery log" />
        </h3>
        <LiveBadge state={live} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t.formatMessage({ id: 'integrator.deliveries.type', defaultMessage: 'Type' })}
          placeholder={t.formatMessage({
            id: 'integrator.deliveries.anyType',
            defaultMessage: 'Any type',
          })}
          value={type}
          onChange={setType}
          options={TYPE_OPTIONS}
        />
        <TextField
          label={t.formatMessage({
            id: 'integrator.qr.heading',
            defaultMessage: 'Deposit address',
          })}
          mono
          placeholder="0x…"
          value={address}
          onChange={setAddress}
        />
        <SelectField
          label={t.formatMessage({
            id: 'integrator.deliveries.received',
            defaultMessage: 'Received',
          })}
          placeholder={t.formatMessage(TIME_WINDOWS.all.label)}
          value={window === 'all' ? '' : window}
          onChange={(v) => setWindow((v || 'all') as TimeWindow)}
          options={(['hour', 'day', 'week'] as const).map((w) => ({
            value: w,
            label: t.formatMessage(TIME_WINDOWS[w].label),
          }))}
        />
      </div>
      <div aria-live="polite">
        {events.isPending ? (
          <Skeleton className="h-24" />
        ) : events.isError ? (
          <ErrorNotice error={events.error} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={<T id="integrator.deliveries.none" defaultMessage="No deliveries match" />}
            description={
              <T
                id="integrator.deliveries.noneBody"
                defaultMessage="Send a test event, or a test deposit to one of your addresses; deliveries appear here as they arrive."
              />
            }
          />
        ) : (
          <EventList events={shown} />
        )}
      </div>
    </section>
  );
}
