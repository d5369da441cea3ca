import { Link } from '@tanstack/react-router';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import type { DepositAddressViewWire } from '../../../contract/schemas/ferry-integrator';
import { T, useT } from '../../../i18n/useT';
import { shortAddress } from '../../../lib/short-address';
import { chainName } from './input-format';
import { linkClass } from '../../../components/ui/link-class';

export function DepositAddressTable({ rows }: { rows: DepositAddressViewWire[] }) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[36rem] text-start text-sm">
        <caption className="sr-only">
          <T id="integrator.addresses.caption" defaultMessage="Deposit addresses, newest first" />
        </caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              <T id="integrator.addresses.address" defaultMessage="Address" />
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <T id="integrator.addresses.destination" defaultMessage="Destination" />
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <T id="integrator.addresses.recipient" defaultMessage="Recipient" />
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <T id="integrator.addresses.created" defaultMessage="Created" />
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
                <T
                  id="integrator.input.tokenOnChain"
                  defaultMessage="{symbol} on {chain}"
                  values={{
                    symbol: row.destination.symbol,
                    chain: chainName(row.destination.chainId, t),
                  }}
                />
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
