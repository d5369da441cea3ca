import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { receiverPrefix, useReceiverUrl, useSubscriptions } from '../../../api/integrator-webhooks';
import { useWebhookEvents } from '../../../api/webhook-events';
import { T, useT } from '../../../i18n/useT';
import { ErrorNotice } from '../shared/ErrorNotice';
import { SubscriptionRow } from './SubscriptionRow';

/** The key's subscriptions, oldest first as the service lists them. */
export function SubscriptionList() {
  const t = useT();
  const subs = useSubscriptions();
  const receiver = useReceiverUrl();
  // Last delivery per subscription, from the newest 100 inbox events.
  const events = useWebhookEvents({ limit: 100 });
  const prefix = receiver.data ? receiverPrefix(receiver.data) : undefined;
  const lastDelivery = (id: string) =>
    events.data?.data.find((e) => e.subscriptionId === id)?.receivedAt;

  if (subs.isPending) {
    return (
      <div className="space-y-2">
        <span className="sr-only">
          <T id="integrator.subscriptions.loading" defaultMessage="Loading subscriptions…" />
        </span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (subs.isError) return <ErrorNotice error={subs.error} />;
  if (subs.data.data.length === 0) {
    return (
      <EmptyState
        title={
          <T id="integrator.subscriptions.empty" defaultMessage="No webhook subscriptions yet" />
        }
        description={
          <T
            id="integrator.subscriptions.emptyBody"
            defaultMessage="Create one above: choose Ferry’s receiver to watch events arrive here, or your own HTTPS endpoint."
          />
        }
      />
    );
  }
  return (
    <ul
      className="divide-y divide-border rounded-xl border border-border"
      aria-label={t.formatMessage({
        id: 'integrator.overview.subscriptions',
        defaultMessage: 'Webhook subscriptions',
      })}
    >
      {subs.data.data.map((sub) => (
        <SubscriptionRow
          key={sub.id}
          sub={sub}
          toFerry={prefix !== undefined && sub.url.startsWith(prefix)}
          lastDelivery={lastDelivery(sub.id)}
        />
      ))}
    </ul>
  );
}
