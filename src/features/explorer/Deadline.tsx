import { RelativeTime } from '../../components/ui/RelativeTime';
import { useFormat } from '../../lib/useFormat';
import { useT } from '../../i18n/useT';
import type { DeadlineEnding } from './deposit-ending';

/**
 * A deadline with its countdown ("in 3 minutes") or that it passed, exact time on hover. Once
 * the deposit has settled a countdown means nothing: `settled` then says how it ended beside
 * the exact time ("met", "passed").
 */
export function Deadline({
  at,
  now,
  settled,
}: {
  at: string;
  now: number;
  settled?: DeadlineEnding;
}) {
  const t = useT();
  const f = useFormat();
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return <span>{at}</span>;
  if (settled) {
    return (
      <span>
        {t.formatMessage(
          {
            id: 'explorer.deadline.settled',
            defaultMessage:
              '{time} ({ending, select, met {met} passed {passed} filled {filled} notFilled {not filled} other {no longer applies}})',
          },
          {
            time: <time dateTime={new Date(ms).toISOString()}>{f.absoluteTime(ms)}</time>,
            ending: settled,
          },
        )}
      </span>
    );
  }
  return (
    <span>
      {t.formatMessage(
        {
          id: 'explorer.deadline.open',
          defaultMessage: '{when} ({passed, select, yes {passed} other {still open}})',
        },
        {
          when: <RelativeTime value={at} refreshMs={1_000} />,
          passed: ms <= now ? 'yes' : 'no',
        },
      )}
    </span>
  );
}
