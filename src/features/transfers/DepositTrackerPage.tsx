import { isDepositRef } from '../../api/tracked-deposit';
import { PageHeader } from '../../components/ui/PageHeader';
import { useT } from '../../i18n/useT';
import { notFoundHeader } from './not-found-header';
import { DepositTracker } from './DepositTracker';
import { TrackerProblem } from './TrackerProblem';

/**
 * /transfers/deposit?originChainId=…&depositId=…: a transfer followed by its deposit (gasless
 * transfers, where the service pays the gas and responds with a deposit id; deposits through a
 * deposit address; any deposit found by its id).
 */
export function DepositTrackerPage(props: { originChainId?: number; depositId?: string }) {
  const t = useT();
  const ref = { originChainId: props.originChainId, depositId: props.depositId };
  if (!isDepositRef(ref)) {
    return (
      <div className="space-y-8">
        <PageHeader
          eyebrow={t.formatMessage(notFoundHeader.eyebrow)}
          title={t.formatMessage(notFoundHeader.title)}
        />
        <TrackerProblem
          error={{ code: 'IncorrectQueryParamsException' }}
          title={t.formatMessage({
            id: 'transfers.deposit.incompleteTitle',
            defaultMessage: 'This link is incomplete',
          })}
        >
          <p className="mt-1">
            {t.formatMessage(
              {
                id: 'transfers.deposit.incompleteHelp',
                defaultMessage:
                  'A deposit link needs the origin chain id and the deposit id, e.g. {example}.',
              },
              { example: '/transfers/deposit?originChainId=8453&depositId=1234' },
            )}
          </p>
        </TrackerProblem>
      </div>
    );
  }
  return <DepositTracker depositRef={ref} />;
}
