import { useEffect, useState } from 'react';
import { formatAbsoluteTime, formatRelativeTime, toDate } from '../../lib/time';

interface RelativeTimeProps {
  value: Date | string | number;
  /** How often to refresh the relative text; 0 to never refresh. */
  refreshMs?: number;
  className?: string;
}

/**
 * "3 minutes ago", with the exact moment one hover away (title) and in the markup
 * (<time dateTime>) for assistive technology and copy-paste.
 */
export function RelativeTime({ value, refreshMs = 30_000, className }: RelativeTimeProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!refreshMs) return;
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);

  const date = toDate(value);
  const valid = !Number.isNaN(date.getTime());
  return (
    <time
      dateTime={valid ? date.toISOString() : undefined}
      title={valid ? `${formatAbsoluteTime(date)} (${date.toISOString()})` : undefined}
      className={className}
    >
      {formatRelativeTime(date, now)}
    </time>
  );
}
