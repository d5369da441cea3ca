import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';

/** Nothing matched: what was searched, why a new deposit may not show yet, and the re-check. */
export function NotFound({
  searched,
  rechecking,
  secondsLeft,
  onSearchAgain,
}: {
  searched: string;
  rechecking: boolean;
  secondsLeft: number;
  onSearchAgain: () => void;
}) {
  return (
    <div className="space-y-3">
      <Notice tone="info" title="No deposit found yet">
        <p>{searched}</p>
        <p className="mt-1">
          The service indexes new deposits 1 to 15 seconds after they are mined, so a deposit made
          seconds ago may not be visible yet.{' '}
          {rechecking
            ? `This page re-checks for a minute (${secondsLeft} s left).`
            : 'This page re-checked for a minute and found nothing: check the value with the customer, or search again.'}
        </p>
      </Notice>
      {!rechecking && (
        <Button variant="secondary" onClick={onSearchAgain}>
          Search again
        </Button>
      )}
    </div>
  );
}
