import { NotBuiltYet } from '../../components/ui/NotBuiltYet';
import { PageHeader } from '../../components/ui/PageHeader';

export function TransferDetailPage({ orderId }: { orderId: string }) {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Transfers"
        title="Transfer details"
        description={
          <>
            Order ID <span className="font-mono text-sm break-all text-text">{orderId}</span>
          </>
        }
      />
      <NotBuiltYet
        feature="live status for this transfer"
        capabilities={[
          'See the amount sent and received, the route, and every fee.',
          'Follow each step live, with links to both transactions in a block explorer.',
          'Get a plain explanation and next step if the transfer is delayed or refunded.',
        ]}
        meanwhile="This page has not looked the order up: it does not yet know whether this order exists."
      />
    </div>
  );
}
