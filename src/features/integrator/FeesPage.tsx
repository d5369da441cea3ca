import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { IntegratorSection } from './IntegratorSection';

export function FeesPage() {
  return (
    <IntegratorSection
      title="Fees & limits"
      description="What each route costs and the minimum and maximum amounts it accepts."
    >
      <NotBuiltYet
        headingLevel={3}
        feature="fees and limits"
        capabilities={[
          'See the fee and the minimum and maximum amount for every supported route.',
          'Check the integrator fee applied to your transfers.',
        ]}
      />
    </IntegratorSection>
  );
}
