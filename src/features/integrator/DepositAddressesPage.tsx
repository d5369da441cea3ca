import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { IntegratorSection } from './IntegratorSection';

export function DepositAddressesPage() {
  return (
    <IntegratorSection
      title="Deposit addresses"
      description="Persistent addresses that turn any deposit into a transfer to a destination you choose."
    >
      <NotBuiltYet
        headingLevel={3}
        feature="deposit address management"
        capabilities={[
          'Create a deposit address for a destination chain, token and recipient.',
          'Label, search and pause the addresses you have created.',
          'See the deposits each address received and where they went.',
        ]}
      />
    </IntegratorSection>
  );
}
