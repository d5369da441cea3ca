import { Notice } from '../ui/Notice';
import { RelativeTime } from '../ui/RelativeTime';
import { T, useT } from '../../i18n/useT';
import { useOnline } from './useOnline';

/**
 * The last check failed because the service is away. What the page shows is the last known
 * state (as of `lastChecked`, when there was one); checks go on by themselves.
 */
export function ServiceUnreachable({ lastChecked }: { lastChecked?: number }) {
  const online = useOnline();
  const t = useT();
  return (
    <Notice
      tone="warning"
      announce
      title={
        online
          ? t.formatMessage({
              id: 'components.unreachable.title',
              defaultMessage: "Can't reach the service",
            })
          : t.formatMessage({
              id: 'components.unreachable.offline',
              defaultMessage: 'You may be offline',
            })
      }
    >
      <p data-testid="service-unreachable">
        <T
          id="components.unreachable.body"
          defaultMessage="{checked, select, yes {Last checked {when}. Showing the last known state;} other {Nothing could be loaded yet;}} this page keeps checking and updates by itself when {online, select, yes {the service is back} other {you are back online}}."
          values={{
            checked: lastChecked ? 'yes' : 'no',
            when: lastChecked ? <RelativeTime value={lastChecked} refreshMs={5_000} /> : '',
            online: online ? 'yes' : 'no',
          }}
        />
      </p>
    </Notice>
  );
}
