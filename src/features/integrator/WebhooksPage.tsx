import { Card } from '../../components/ui/Card';
import { IntegratorSection } from './IntegratorSection';
import { CreateSubscriptionForm } from './webhooks/CreateSubscriptionForm';
import { SubscriptionList } from './webhooks/SubscriptionList';

export function WebhooksPage() {
  return (
    <IntegratorSection
      title="Webhooks"
      description="Get a signed HTTP call when a deposit to one of your addresses changes state."
    >
      <Card className="p-5 sm:p-6">
        <h3 className="mb-4 text-lg font-semibold">New subscription</h3>
        <CreateSubscriptionForm />
      </Card>
      <section className="space-y-3" aria-labelledby="subs-heading">
        <h3 id="subs-heading" className="text-lg font-semibold">
          Subscriptions
        </h3>
        <SubscriptionList />
      </section>
    </IntegratorSection>
  );
}
