import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Notice } from '../../../components/ui/Notice';
import { Skeleton } from '../../../components/ui/Skeleton';
import { receiverPrefix, useReceiverUrl, useSubscriptions } from '../../../api/integrator-webhooks';
import { IntegratorSection } from '../IntegratorSection';
import { ErrorNotice } from '../shared/ErrorNotice';
import { DeliveryLog } from './DeliveryLog';
import { TestEventPanel } from './TestEventPanel';
import { VerificationSnippets } from './VerificationSnippets';
import { linkClass } from '../../../components/ui/link-class';
import { cn } from '../../../lib/cn';

/** One subscription: test it, watch its deliveries (Ferry's receiver), verify on your side. */
export function WebhookConsolePage({ subscriptionId }: { subscriptionId: string }) {
  const subs = useSubscriptions();
  const receiver = useReceiverUrl();
  const back = (
    <Link to="/integrator/webhooks" className={cn('text-sm', linkClass)}>
      ← All subscriptions
    </Link>
  );
  if (subs.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading the subscription…</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (subs.isError) return <ErrorNotice error={subs.error} />;
  const sub = subs.data.data.find((s) => s.id === subscriptionId);
  if (!sub) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          title="No such subscription"
          description="It may have been deleted. The list shows every subscription of this key."
        />
      </div>
    );
  }
  const toFerry = receiver.data !== undefined && sub.url.startsWith(receiverPrefix(receiver.data));
  return (
    <IntegratorSection
      title="Webhook console"
      description={<span className="font-mono break-all">{sub.url}</span>}
    >
      {back}
      <Card className="space-y-3 p-5 text-sm sm:p-6">
        <div className="flex flex-wrap gap-2">
          <Badge tone={sub.enabled ? 'success' : 'warning'}>
            {sub.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
          {toFerry && <Badge tone="info">Delivers to Ferry&apos;s receiver</Badge>}
        </div>
        <p>
          <span className="text-muted">Event types: </span>
          <span className="font-mono">{sub.filter.eventTypes.join(', ')}</span>
        </p>
        <TestEventPanel subscriptionId={sub.id} />
      </Card>
      {toFerry ? (
        <DeliveryLog subscriptionId={sub.id} />
      ) : (
        <Notice title="Deliveries to your own endpoint are not recorded here">
          Ferry only sees deliveries that reach its own receiver. Use &quot;Send test event&quot;
          above and your endpoint&apos;s logs.
        </Notice>
      )}
      <VerificationSnippets />
    </IntegratorSection>
  );
}
