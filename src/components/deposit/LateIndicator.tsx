import { Notice } from '../../components/ui/Notice';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { formatDuration, type Lateness } from './lateness';

interface Props {
  late: Lateness;
  origin: string;
  refundAddress?: string | null;
}

/** Elapsed against expected; amber past twice the expected time, with what happens next. */
export function LateIndicator({ late, origin, refundAddress }: Props) {
  const elapsed = formatDuration(late.elapsedSec);
  const expected = late.expectedSec !== undefined ? formatDuration(late.expectedSec) : undefined;
  const deadline = late.deadline ? (
    <>
      {' '}
      The fill deadline is <RelativeTime value={late.deadline} />.
    </>
  ) : null;
  const ifMissed = `If no relayer fills it by the deadline, the full amount is refunded${
    refundAddress ? ` to ${refundAddress}` : ''
  } on ${origin} at the next settlement.`;

  if (late.level === 'late') {
    return (
      <Notice
        tone="warning"
        title={`Taking longer than usual: ${elapsed} so far, usually about ${expected}`}
      >
        <p>
          Your funds are not lost: the deposit waits for a relayer.{deadline} {ifMissed}
        </p>
      </Notice>
    );
  }
  return (
    <div className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
      <p className="font-medium">
        {expected ? (
          <>
            {elapsed} so far · usually about {expected}
            {late.level === 'slower' && ' · a little slower than usual'}
          </>
        ) : (
          <>{elapsed} so far</>
        )}
      </p>
      <p className="mt-1 text-muted">
        {late.level === 'slower' ? 'Nothing to do yet.' : 'On time.'}
        {deadline}
      </p>
    </div>
  );
}
