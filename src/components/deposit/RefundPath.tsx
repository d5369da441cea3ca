import type { ReactNode } from 'react';
import { Notice } from '../../components/ui/Notice';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { T, useT } from '../../i18n/useT';
import { formatDuration } from '../../lib/duration';
import type { EmbeddedServiceSetting } from '../../lib/embedded-service';
import { useEmbeddedService } from '../../lib/useEmbeddedService';

/**
 * The embedded service pays a refund this long after the fill deadline, in its own time
 * (docs/service.md: "refunds (2 h after expiry)"); its clock speed divides it.
 */
const SANDBOX_REFUND_AFTER_SEC = 2 * 60 * 60;

/** Real seconds from the fill deadline to the refund; undefined on the real service. */
export function refundWithinSec(service: EmbeddedServiceSetting | undefined): number | undefined {
  return service && SANDBOX_REFUND_AFTER_SEC / service.clockSpeed;
}

/** On the sandbox, how long after the fill deadline its refund comes, in words ("2 min"). */
export function useRefundWithin(): string | undefined {
  const t = useT();
  const within = refundWithinSec(useEmbeddedService());
  return within === undefined ? undefined : formatDuration(within, t);
}

interface Props {
  /** When the fill deadline passed. */
  since?: string;
  amount: string;
  origin: string;
  refundAddress?: string | null;
}

/** Past the fill deadline: when the refund comes, and that nothing is needed from the person. */
export function RefundPath({ since, amount, origin, refundAddress }: Props) {
  const t = useT();
  // The sandbox settles on its own clock: at 60× its two hours are two minutes.
  const within = useRefundWithin();
  const duration = within ?? '';
  const values = {
    amount: <bdi>{amount}</bdi>,
    refund: refundAddress ? 'yes' : 'no',
    refundAddress: refundAddress ?? '',
    origin,
    duration,
    addr: (chunks: ReactNode[]) => (
      <bdi dir="ltr" className="font-mono break-all">
        {chunks}
      </bdi>
    ),
  };
  return (
    <Notice
      tone="warning"
      title={
        within === undefined
          ? t.formatMessage({
              id: 'components.refundPath.title',
              defaultMessage: 'Refund expected within a few hours',
            })
          : t.formatMessage(
              {
                id: 'components.refundPath.titleWithin',
                defaultMessage: 'Refund expected within about {duration}',
              },
              { duration },
            )
      }
    >
      <p>
        {within === undefined ? (
          <T
            id="components.refundPath.returns"
            defaultMessage="{amount} returns to {refund, select, yes {<addr>{refundAddress}</addr>} other {the refund address}} on {origin} at the protocol’s next settlement, usually within a few hours of the fill deadline."
            values={values}
          />
        ) : (
          <T
            id="components.refundPath.returnsWithin"
            defaultMessage="{amount} returns to {refund, select, yes {<addr>{refundAddress}</addr>} other {the refund address}} on {origin} at the sandbox’s next settlement, about {duration} after the fill deadline."
            values={values}
          />
        )}
        {since && (
          <>
            {' '}
            <T
              id="components.refundPath.since"
              defaultMessage="The fill deadline passed {when}."
              values={{ when: <RelativeTime value={since} /> }}
            />
          </>
        )}{' '}
        <T
          id="components.refundPath.nothingToDo"
          defaultMessage="You do not need to do anything: this page shows the refund transaction when it lands."
        />
      </p>
    </Notice>
  );
}
