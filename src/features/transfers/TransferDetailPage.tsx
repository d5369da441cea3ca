import { isOrderId } from '../../api/transfers';
import { PageHeader } from '../../components/ui/PageHeader';
import { T } from '../../i18n/useT';
import { notFoundHeader } from './not-found-header';
import { TrackerProblem } from './TrackerProblem';
import { TransferTracker } from './TransferTracker';

/** /transfers/$orderId: one versioned transfer, followed to its outcome. */
export function TransferDetailPage({ orderId }: { orderId: string }) {
  if (!isOrderId(orderId)) {
    return (
      <div className="space-y-8">
        <PageHeader
          eyebrow={<T {...notFoundHeader.eyebrow} />}
          title={<T {...notFoundHeader.title} />}
        />
        <TrackerProblem error={{ code: 'INVALID_ORDER_ID' }}>
          <p className="mt-1 font-mono text-xs break-all">{orderId}</p>
        </TrackerProblem>
      </div>
    );
  }
  return <TransferTracker orderId={orderId} />;
}
