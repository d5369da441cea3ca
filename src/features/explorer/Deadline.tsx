import { RelativeTime } from '../../components/ui/RelativeTime';
import { formatAbsoluteTime } from '../../lib/time';

/**
 * A deadline with its countdown ("in 3 minutes") or that it passed, exact time on hover. Once
 * the deposit has settled a countdown means nothing: `settled` then says how it ended beside
 * the exact time ("met", "passed").
 */
export function Deadline({ at, now, settled }: { at: string; now: number; settled?: string }) {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return <span>{at}</span>;
  if (settled) {
    return (
      <span>
        <time dateTime={new Date(t).toISOString()}>{formatAbsoluteTime(t)}</time> ({settled})
      </span>
    );
  }
  return (
    <span>
      <RelativeTime value={at} refreshMs={1_000} />
      {t <= now ? ' (passed)' : ' (still open)'}
    </span>
  );
}
