import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { PageHeader } from '../../components/ui/PageHeader';

export function TransfersPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Transfers"
        title="Track a transfer"
        description="Find any transfer by its order ID or transaction hash and see where it is right now."
      />
      <NotBuiltYet
        feature="the transfer tracker"
        capabilities={[
          'Paste an order ID or a source transaction hash to open that transfer.',
          'See each step (sent, confirmed, filled, or refunded) update live, without reloading.',
          'Read why a transfer is waiting or was refunded, and what to do next.',
          'Share a link to a transfer page with support.',
        ]}
      />
    </div>
  );
}
