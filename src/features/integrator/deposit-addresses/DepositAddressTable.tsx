import { Link } from '@tanstack/react-router';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import type { DepositAddressViewWire } from '../../../contract/schemas/ferry-integrator';
import { shortAddress } from '../../../lib/short-address';
import { chainName } from './input-format';
import { linkClass } from '../../../components/ui/link-class';

export function DepositAddressTable({ rows }: { rows: DepositAddressViewWire[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Deposit addresses, newest first</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Address
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Destination
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Recipient
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Created
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-mono font-normal">
                <Link
                  to="/integrator/deposit-addresses/$addressId"
                  params={{ addressId: row.id }}
                  className={linkClass}
                  title={row.address}
                >
                  {shortAddress(row.address)}
                </Link>
                {row.label && (
                  <span className="block font-sans text-xs text-muted">{row.label}</span>
                )}
              </th>
              <td className="px-3 py-2">
                {row.destination.symbol} on {chainName(row.destination.chainId)}
              </td>
              <td className="px-3 py-2 font-mono" title={row.recipient}>
                {shortAddress(row.recipient)}
              </td>
              <td className="px-3 py-2">
                <RelativeTime value={row.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
