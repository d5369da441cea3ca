import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { useCountdown } from '../../lib/useCountdown';
import { useT } from '../../i18n/useT';
import { searchAgain } from './search-again';

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
  const t = useT();
  return (
    <div className="space-y-3">
      <Notice
        tone="warning"
        title={t.formatMessage({
          id: 'explorer.refused.title',
          defaultMessage: 'Too many searches from this connection',
        })}
        announce
      >
        <p>
          {t.formatMessage({
            id: 'explorer.refused.limit',
            defaultMessage:
              'The public deposit search allows a limited number of searches a minute.',
          })}
        </p>
        <p className="mt-1">
          {secondsLeft === undefined
            ? t.formatMessage({
                id: 'explorer.refused.stopped',
                defaultMessage:
                  'This page stopped trying so as not to use up the limit: search again in a minute.',
              })
            : t.formatMessage(
                {
                  id: 'explorer.refused.runsAgain',
                  defaultMessage: 'Your search is kept and runs again by itself in {countdown}.',
                },
                {
                  countdown: (
                    <span data-testid="retry-countdown" className="font-semibold tabular-nums">
                      {t.formatMessage(
                        {
                          id: 'explorer.refused.seconds',
                          defaultMessage: '{seconds, plural, one {# second} other {# seconds}}',
                        },
                        { seconds: secondsLeft },
                      )}
                    </span>
                  ),
                },
              )}
        </p>
      </Notice>
      {onSearchAgain && (
        <Button variant="secondary" onClick={onSearchAgain}>
          {t.formatMessage(searchAgain)}
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
