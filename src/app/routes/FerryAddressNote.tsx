// For a signed-in dashboard admin, the explorer says when a searched address is one of the
// deposit addresses created through this Ferry, and links to it in the dashboard. Composed here:
// the explorer and the dashboard's query layer know nothing of each other.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { depositAddressesQueryOptions } from '../../api/integrator-deposit-addresses';
import { useSession } from '../../api/session';
import { Notice } from '../../components/ui/Notice';
import { linkClass } from '../../components/ui/link-class';

export function FerryAddressNote({ address }: { address: string }) {
  const session = useSession();
  const admin = session.data?.isAdmin === true;
  const lower = address.toLowerCase();
  const list = useQuery({ ...depositAddressesQueryOptions(lower), enabled: admin });
  const match = list.data?.data.find((d) => d.addresses.some((a) => a.toLowerCase() === lower));
  if (!admin || !match) return null;
  return (
    <Notice tone="info" title="One of Ferry's deposit addresses">
      {match.label ? `“${match.label}”: ` : ''}it forwards deposits as {match.destination.symbol} to{' '}
      {match.recipient}.{' '}
      <Link
        to="/integrator/deposit-addresses/$addressId"
        params={{ addressId: match.id }}
        className={linkClass}
      >
        Open it in the dashboard
      </Link>
    </Notice>
  );
}
