import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { PageHeader } from '../../components/ui/PageHeader';

export function HistoryPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="History"
        title="Your transfers"
        description="Every transfer made from your connected wallet, newest first."
      />
      <NotBuiltYet
        feature="transfer history"
        capabilities={[
          'List the transfers sent from your connected wallet, with their status at a glance.',
          'Filter by status or chain, and open any transfer to follow it.',
          'Spot transfers that need your attention, such as a refund to claim.',
        ]}
      />
    </div>
  );
}
