import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { IntegratorSection } from './IntegratorSection';

export function WebhooksPage() {
  return (
    <IntegratorSection
      title="Webhooks"
      description="Get a signed HTTP call when a deposit or transfer changes state."
    >
      <NotBuiltYet
        headingLevel={3}
        feature="webhook subscriptions"
        capabilities={[
          'Subscribe an HTTPS endpoint to the events you care about.',
          'Rotate the signing secret without missing an event.',
          'Inspect each delivery (payload, response, retries) and resend one.',
        ]}
      />
    </IntegratorSection>
  );
}
