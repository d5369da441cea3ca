import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { searchAgain } from './search-again';

/**
 * Nothing matched: why a new deposit may not show yet, and the re-check (which
 * stops early, and says so, when a re-check was refused for too many searches).
 */
export function NotFound({
  rechecking,
  secondsLeft,
  refused = false,
  onSearchAgain,
}: {
  rechecking: boolean;
  secondsLeft: number;
  refused?: boolean;
  onSearchAgain: () => void;
}) {
  const t = useT();
  let recheck;
  if (refused) {
    recheck = t.formatMessage({
      id: 'explorer.notFound.refused',
      defaultMessage:
        'This page stopped re-checking because this connection made too many searches: search again in a minute.',
    });
  } else if (rechecking) {
    recheck = t.formatMessage(
      {
        id: 'explorer.notFound.rechecking',
        defaultMessage: 'This page re-checks for a minute ({seconds} s left).',
      },
      { seconds: secondsLeft },
    );
  } else {
    recheck = t.formatMessage({
      id: 'explorer.notFound.gaveUp',
      defaultMessage:
        'This page re-checked for a minute and found nothing: check the value with the customer, or search again.',
    });
  }
  return (
    <div className="space-y-3">
      <Notice
        tone="info"
        title={t.formatMessage({
          id: 'explorer.notFound.title',
          defaultMessage: 'No deposit found yet',
        })}
      >
        {/* What was searched is already said under the search box ("Searched as …"). */}
        <p>
          {t.formatMessage({
            id: 'explorer.notFound.indexing',
            defaultMessage:
              'The service indexes new deposits 1 to 15 seconds after they are mined, so a deposit made seconds ago may not be visible yet.',
          })}
        </p>
        <p className="mt-1">{recheck}</p>
      </Notice>
      {(refused || !rechecking) && (
        <Button variant="secondary" onClick={onSearchAgain}>
          {t.formatMessage(searchAgain)}
        </Button>
      )}
    </div>
  );
}
