import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { IntegratorSection } from './IntegratorSection';

export function IntegratorOverviewPage() {
  return (
    <IntegratorSection title="Overview" description="Your integration at a glance.">
      <NotBuiltYet
        headingLevel={3}
        feature="dashboard sign-in and overview"
        capabilities={[
          'Sign in by signing a message with a wallet your team has allowed.',
          'See at a glance how many deposit addresses and webhooks are active.',
          'Jump to recent webhook events that failed to deliver.',
        ]}
      />
    </IntegratorSection>
  );
}
