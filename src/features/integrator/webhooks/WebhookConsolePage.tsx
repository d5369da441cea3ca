import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { CodeList } from '../../../components/ui/Code';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Notice } from '../../../components/ui/Notice';
import { Skeleton } from '../../../components/ui/Skeleton';
import { receiverPrefix, useReceiverUrl, useSubscriptions } from '../../../api/integrator-webhooks';
import { T, useT } from '../../../i18n/useT';
import { IntegratorSection } from '../IntegratorSection';
import { ErrorNotice } from '../shared/ErrorNotice';
import { DeliveryLog } from './DeliveryLog';
import { TestEventPanel } from './TestEventPanel';
import { VerificationSnippets } from './VerificationSnippets';
import { linkClass } from '../../../components/ui/link-class';
import { cn } from '../../../lib/cn';

/** One subscription: test it, watch its deliveries (Ferry's receiver), verify on your side. */
export function WebhookConsolePage({ subscriptionId }: { subscriptionId: string }) {
  const t = useT();
  const subs = useSubscriptions();
  const receiver = useReceiverUrl();
  const back = (
    <Link to="/integrator/webhooks" className={cn('text-sm', linkClass)}>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{' '}
      <T id="integrator.console.back" defaultMessage="All subscriptions" />
    </Link>
  );
  if (subs.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">
          <T id="integrator.console.loading" defaultMessage="Loading the subscription…" />
        </span>
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
          title={<T id="integrator.console.missing" defaultMessage="No such subscription" />}
          description={
            <T
              id="integrator.console.missingBody"
              defaultMessage="It may have been deleted. The list shows every subscription of this key."
            />
          }
        />
      </div>
    );
  }
  const toFerry = receiver.data !== undefined && sub.url.startsWith(receiverPrefix(receiver.data));
  return (
    <IntegratorSection
      title={t.formatMessage({ id: 'integrator.console.title', defaultMessage: 'Webhook console' })}
      description={
        <span className="font-mono break-all" dir="ltr">
          {sub.url}
        </span>
      }
    >
      {back}
      <Card className="space-y-3 p-5 text-sm sm:p-6">
        <div className="flex flex-wrap gap-2">
          <Badge tone={sub.enabled ? 'success' : 'warning'}>
            {sub.enabled ? (
              <T id="integrator.subscriptions.enabled" defaultMessage="Enabled" />
            ) : (
              <T id="integrator.subscriptions.disabled" defaultMessage="Disabled" />
            )}
          </Badge>
          {toFerry && (
            <Badge tone="info">
              <T id="integrator.console.toFerry" defaultMessage="Delivers to Ferry’s receiver" />
            </Badge>
          )}
        </div>
        <p>
          <T
            id="integrator.console.types"
            defaultMessage="<muted>Event types:</muted> {types}"
            values={{
              muted: (chunks) => <span className="text-muted">{chunks}</span>,
              types: <CodeList items={sub.filter.eventTypes} />,
            }}
          />
        </p>
        <TestEventPanel subscriptionId={sub.id} />
      </Card>
      {toFerry ? (
        <DeliveryLog subscriptionId={sub.id} />
      ) : (
        <Notice
          title={
            <T
              id="integrator.console.notRecorded"
              defaultMessage="Deliveries to your own endpoint are not recorded here"
            />
          }
        >
          <T
            id="integrator.console.notRecordedBody"
            defaultMessage="Ferry only sees deliveries that reach its own receiver. Use “{send}” above and your endpoint’s logs."
            values={{
              send: t.formatMessage({
                id: 'integrator.testEvent.send',
                defaultMessage: 'Send test event',
              }),
            }}
          />
        </Notice>
      )}
      <VerificationSnippets />
    </IntegratorSection>
  );
}
