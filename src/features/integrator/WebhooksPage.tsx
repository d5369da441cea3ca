import { Card } from '../../components/ui/Card';
import { T, useT } from '../../i18n/useT';
import { IntegratorSection } from './IntegratorSection';
import { CreateSubscriptionForm } from './webhooks/CreateSubscriptionForm';
import { SubscriptionList } from './webhooks/SubscriptionList';

export function WebhooksPage() {
  const t = useT();
  return (
    <IntegratorSection
      title={t.formatMessage({ id: 'integrator.webhooks.title', defaultMessage: 'Webhooks' })}
      description={t.formatMessage({
        id: 'integrator.webhooks.description',
        defaultMessage:
          'Get a signed HTTP call when a deposit to one of your addresses changes state.',
      })}
    >
      <Card className="p-5 sm:p-6">
        <h3 className="mb-4 text-lg font-semibold">
          <T id="integrator.webhooks.newSubscription" defaultMessage="New subscription" />
        </h3>
        <CreateSubscriptionForm />
      </Card>
      <section className="space-y-3" aria-labelledby="subs-heading">
        <h3 id="subs-heading" className="text-lg font-semibold">
          <T id="integrator.webhooks.subscriptions" defaultMessage="Subscriptions" />
        </h3>
        <SubscriptionList />
      </section>
    </IntegratorSection>
  );
}
