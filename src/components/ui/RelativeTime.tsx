import { useT } from '../../i18n/useT';
import { formatAbsoluteTime, formatRelativeTime, toDate } from '../../lib/time';
import { useHydrating } from '../../lib/useHydrating';
import { useNow } from '../../lib/useNow';

interface RelativeTimeProps {
  value: Date | string | number;
  /** How often to refresh the relative text; 0 to never refresh. */
  refreshMs?: number;
  className?: string;
}

/**
 * "3 minutes ago" in the page's language, with the exact moment one hover away (title) and in
 * the markup (<time dateTime>) for assistive technology and copy-paste.
 */
export function RelativeTime({ value, refreshMs = 30_000, className }: RelativeTimeProps) {
  const now = useNow(refreshMs, refreshMs > 0);
  const t = useT();
  // The exact moment is written in the reader's time zone, which only the browser knows: a page
  // the server rendered has it once React has hydrated that page.
  const inBrowser = !useHydrating();

  const date = toDate(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time
      dateTime={valid ? date.toISOString() : undefined}
      title={
        valid && inBrowser ? `${formatAbsoluteTime(date, t)} (${date.toISOString()})` : undefined
      }
      className={className}
    >
      {formatRelativeTime(date, now, t)}
    </time>
  );
}
