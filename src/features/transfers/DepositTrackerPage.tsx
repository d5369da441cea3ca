import { isDepositRef } from '../../api/tracked-deposit';
import { PageHeader } from '../../components/ui/PageHeader';
import { DepositTracker } from './DepositTracker';
import { TrackerProblem } from './TrackerProblem';

/**
 * /transfers/deposit?originChainId=…&depositId=…: a transfer followed by its deposit (gasless
 * transfers, where the service pays the gas and answers with a deposit id; deposits through a
 * deposit address; any deposit found by its id).
 */
export function DepositTrackerPage(props: { originChainId?: number; depositId?: string }) {
  const ref = { originChainId: props.originChainId, depositId: props.depositId };
  if (!isDepositRef(ref)) {
    return (
      <div className="space-y-8">
        <PageHeader eyebrow="Transfers" title="Transfer not found" />
        <TrackerProblem
          error={{ code: 'IncorrectQueryParamsException' }}
          title="This link is incomplete"
        >
          <p className="mt-1">
            A deposit link needs the origin chain id and the deposit id, e.g.
            /transfers/deposit?originChainId=8453&amp;depositId=1234.
          </p>
        </TrackerProblem>
      </div>
    );
  }
  return <DepositTracker depositRef={ref} />;
}
