import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { FindTransferForm } from './FindTransferForm';
import { RecentTransfersList } from './RecentTransfersList';

export function TransfersPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Transfers"
        title="Track a transfer"
        description="Follow any transfer to its outcome: paste its order ID, the deposit transaction hash from your wallet or its deposit ID, or pick one you sent from this browser."
      />
      <Card className="p-5 sm:p-6">
        <FindTransferForm />
      </Card>
      <section aria-labelledby="recent-heading" className="space-y-3">
        <h2 id="recent-heading" className="text-lg font-semibold">
          Sent from this browser
        </h2>
        <p className="text-sm text-muted">
          Kept only in this browser. Clearing its data or switching devices empties this list; the
          transfers themselves are unaffected and each link keeps working anywhere.
        </p>
        <RecentTransfersList />
      </section>
    </div>
  );
}
