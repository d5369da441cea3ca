// For a signed-in dashboard admin, the explorer says when a searched address is one of the
// deposit addresses created through this Ferry, and links to it in the dashboard. Composed here:
// the explorer and the dashboard's query layer know nothing of each other.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { depositAddressesQueryOptions } from '../../api/integrator-deposit-addresses';
import { useSession } from '../../api/session';
import { Notice } from '../../components/ui/Notice';
import { linkClass } from '../../components/ui/link-class';
import { T, useT } from '../../i18n/useT';

export function FerryAddressNote({ address }: { address: string }) {
  const session = useSession();
  const t = useT();
  const admin = session.data?.isAdmin === true;
  const lower = address.toLowerCase();
  const list = useQuery({ ...depositAddressesQueryOptions(lower), enabled: admin });
  const match = list.data?.data.find((d) => d.addresses.some((a) => a.toLowerCase() === lower));
  if (!admin || !match) return null;
  return (
    <Notice
      tone="info"
      title={t.formatMessage({
        id: 'app.ferryAddress.title',
        defaultMessage: "One of Ferry's deposit addresses",
      })}
    >
      <T
        id="app.ferryAddress.forwards"
        defaultMessage="{labelled, select, yes {“{label}”: it forwards deposits as {symbol} to <addr>{recipient}</addr>.} other {It forwards deposits as {symbol} to <addr>{recipient}</addr>.}}"
        values={{
          labelled: match.label ? 'yes' : 'no',
          label: match.label ?? '',
          symbol: match.destination.symbol,
          recipient: match.recipient,
          addr: (chunks) => (
            <bdi dir="ltr" className="break-all">
              {chunks}
            </bdi>
          ),
        }}
      />{' '}
      <Link
        to="/integrator/deposit-addresses/$addressId"
        params={{ addressId: match.id }}
        className={linkClass}
      >
        <T id="app.ferryAddress.open" defaultMessage="Open it in the dashboard" />
      </Link>
    </Notice>
  );
}
