import { RelativeTime } from '../../components/ui/RelativeTime';

/** A deadline with its countdown ("in 3 minutes") or that it passed, exact time on hover. */
export function Deadline({ at, now }: { at: string; now: number }) {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return <span>{at}</span>;
  return (
    <span>
      <RelativeTime value={at} refreshMs={1_000} />
      {t <= now ? ' (passed)' : ' (still open)'}
    </span>
  );
}
