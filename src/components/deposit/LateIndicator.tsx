import { Notice } from '../../components/ui/Notice';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { T, useT } from '../../i18n/useT';
import { useFormat } from '../../lib/useFormat';
import type { Lateness } from './lateness';

interface Props {
  late: Lateness;
  origin: string;
  refundAddress?: string | null;
}

/** Elapsed against expected; amber past twice the expected time, with what happens next. */
export function LateIndicator({ late, origin, refundAddress }: Props) {
  const t = useT();
  const f = useFormat();
  const elapsed = f.duration(late.elapsedSec);
  const expected = late.expectedSec !== undefined ? f.duration(late.expectedSec) : undefined;
  const deadline = late.deadline ? (
    <>
      {' '}
      <T
        id="components.late.deadline"
        defaultMessage="The fill deadline is {when}."
        values={{ when: <RelativeTime value={late.deadline} /> }}
      />
    </>
  ) : null;
  const ifMissed = (
    <T
      id="components.late.ifMissed"
      defaultMessage="{refund, select, yes {If no relayer fills it by the deadline, the full amount is refunded to <addr>{refundAddress}</addr> on {origin} at the next settlement.} other {If no relayer fills it by the deadline, the full amount is refunded on {origin} at the next settlement.}}"
      values={{
        refund: refundAddress ? 'yes' : 'no',
        refundAddress: refundAddress ?? '',
        origin,
        addr: (chunks) => (
          <bdi dir="ltr" className="break-all">
            {chunks}
          </bdi>
        ),
      }}
    />
  );

  if (late.level === 'late') {
    return (
      <Notice
        tone="warning"
        title={t.formatMessage(
          {
            id: 'components.late.title',
            defaultMessage: 'Taking longer than usual: {elapsed} so far, usually about {expected}',
          },
          { elapsed, expected },
        )}
      >
        <p>
          <T
            id="components.late.notLost"
            defaultMessage="Your funds are not lost: the deposit waits for a relayer."
          />
          {deadline} {ifMissed}
        </p>
      </Notice>
    );
  }
  return (
    <div className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
      <p className="font-medium">
        {!expected ? (
          <T id="components.late.soFar" defaultMessage="{elapsed} so far" values={{ elapsed }} />
        ) : late.level === 'slower' ? (
          <T
            id="components.late.slower"
            defaultMessage="{elapsed} so far · usually about {expected} · a little slower than usual"
            values={{ elapsed, expected }}
          />
        ) : (
          <T
            id="components.late.usually"
            defaultMessage="{elapsed} so far · usually about {expected}"
            values={{ elapsed, expected }}
          />
        )}
      </p>
      <p className="mt-1 text-muted">
        {late.level === 'slower' ? (
          <T id="components.late.nothingYet" defaultMessage="Nothing to do yet." />
        ) : (
          <T id="components.late.onTime" defaultMessage="On time." />
        )}
        {deadline}
      </p>
    </div>
  );
}
