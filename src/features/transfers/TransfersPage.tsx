import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { FindTransferForm } from './FindTransferForm';
import { RecentTransfersList } from './RecentTransfersList';
import { useT } from '../../i18n/useT';

export function TransfersPage() {
  const t = useT();
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t.formatMessage({ id: 'transfers.page.eyebrow', defaultMessage: 'Transfers' })}
        title={t.formatMessage({ id: 'transfers.page.title', defaultMessage: 'Track a transfer' })}
        description={t.formatMessage({
          id: 'transfers.page.description',
          defaultMessage:
            'Follow any transfer to its outcome: paste its order ID, the deposit transaction hash from your wallet or its deposit ID, or pick one you sent from this browser.',
        })}
      />
      <Card className="p-5 sm:p-6">
        <FindTransferForm />
      </Card>
      <section aria-labelledby="recent-heading" className="space-y-3">
        <h2 id="recent-heading" className="text-lg font-semibold">
          {t.formatMessage({
            id: 'transfers.page.recentHeading',
            defaultMessage: 'Sent from this browser',
          })}
        </h2>
        <p className="text-sm text-muted">
          {t.formatMessage({
            id: 'transfers.page.recentNote',
            defaultMessage:
              'Kept only in this browser. Clearing its data or switching devices empties this list; the transfers themselves are unaffected and each link keeps working anywhere.',
          })}
        </p>
        <RecentTransfersList />
      </section>
    </div>
  );
}
