import { Notice } from '../ui/Notice';
import { RelativeTime } from '../ui/RelativeTime';
import { useOnline } from './useOnline';

/**
 * The last check failed because the service is away. What the page shows is the last known
 * state (as of `lastChecked`, when there was one); checks go on by themselves.
 */
export function ServiceUnreachable({ lastChecked }: { lastChecked?: number }) {
  const online = useOnline();
  return (
    <Notice
      tone="warning"
      announce
      title={online ? "Can't reach the service" : 'You may be offline'}
    >
      <p data-testid="service-unreachable">
        {lastChecked ? (
          <>
            Last checked <RelativeTime value={lastChecked} refreshMs={5_000} />. Showing the last
            known state;
          </>
        ) : (
          <>Nothing could be loaded yet;</>
        )}{' '}
        this page keeps checking and updates by itself when{' '}
        {online ? 'the service is back' : 'you are back online'}.
      </p>
    </Notice>
  );
}
