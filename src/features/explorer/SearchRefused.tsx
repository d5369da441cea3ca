import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { useCountdown } from '../../lib/useCountdown';

/**
 * Too many searches from this connection: when the search runs again by itself
 * (`secondsLeft`), or, once the page has stopped trying, a button to search again.
 */
export function SearchRefused({
  secondsLeft,
  onSearchAgain,
}: {
  secondsLeft?: number;
  onSearchAgain?: () => void;
}) {
  return (
    <div className="space-y-3">
      <Notice tone="warning" title="Too many searches from this connection" announce>
        <p>
          The public deposit search allows a limited number of searches a minute.{' '}
          {secondsLeft === undefined ? (
            'This page stopped trying so as not to use up the limit: search again in a minute.'
          ) : (
            <>
              Your search is kept and runs again by itself in{' '}
              <span data-testid="retry-countdown" className="font-semibold tabular-nums">
                {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
              </span>
              .
            </>
          )}
        </p>
      </Notice>
      {onSearchAgain && (
        <Button variant="secondary" onClick={onSearchAgain}>
          Search again
        </Button>
      )}
    </div>
  );
}

/** The countdown to a try that is already scheduled (mount it afresh for each wait). */
export function SearchRefusedCountdown({ waitMs }: { waitMs: number }) {
  const [until] = useState(() => Date.now() + waitMs);
  return <SearchRefused secondsLeft={useCountdown(until)} />;
}
