import { Notice } from '../../components/ui/Notice';
import { RelativeTime } from '../../components/ui/RelativeTime';

interface Props {
  /** When the fill deadline passed. */
  since?: string;
  amount: string;
  origin: string;
  refundAddress?: string | null;
}

/** Past the fill deadline: when the refund comes, and that nothing is needed from the person. */
export function RefundPath({ since, amount, origin, refundAddress }: Props) {
  return (
    <Notice tone="warning" title="Refund expected within a few hours">
      <p>
        {amount} returns to{' '}
        <span className="font-mono break-all">{refundAddress ?? 'the refund address'}</span> on{' '}
        {origin} at the protocol&apos;s next settlement, usually within a few hours of the fill
        deadline
        {since ? (
          <>
            {' '}
            (which passed <RelativeTime value={since} />)
          </>
        ) : null}
        . You do not need to do anything: this page shows the refund transaction when it lands.
      </p>
    </Notice>
  );
}
