import { Notice } from '../../components/ui/Notice';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { T, useT } from '../../i18n/useT';

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
  return (
    <Notice
      tone="warning"
      title={t.formatMessage({
        id: 'components.refundPath.title',
        defaultMessage: 'Refund expected within a few hours',
      })}
    >
      <p>
        <T
          id="components.refundPath.returns"
          defaultMessage="{amount} returns to {refund, select, yes {<addr>{refundAddress}</addr>} other {the refund address}} on {origin} at the protocol’s next settlement, usually within a few hours of the fill deadline."
          values={{
            amount: <bdi>{amount}</bdi>,
            refund: refundAddress ? 'yes' : 'no',
            refundAddress: refundAddress ?? '',
            origin,
            addr: (chunks) => (
              <bdi dir="ltr" className="font-mono break-all">
                {chunks}
              </bdi>
            ),
          }}
        />
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
