import { Link } from '@tanstack/react-router';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import type { DepositAddressViewWire } from '../../../contract/schemas/ferry-integrator';
import { T, useT } from '../../../i18n/useT';
import { shortAddress } from '../../../lib/short-address';
import { chainName } from './input-format';
import { linkClass } from '../../../components/ui/link-class';
import { cn } from '../../../lib/cn';

/** The deposit addresses: a table where there is room for its columns, a list on a phone. */
export function DepositAddressTable({ rows }: { rows: DepositAddressViewWire[] }) {
  return (
    <>
      <DepositAddressCards rows={rows} />
      <Table rows={rows} />
    </>
  );
}

function AddressLink({ row }: { row: DepositAddressViewWire }) {
  return (
    <Link
      to="/integrator/deposit-addresses/$addressId"
      params={{ addressId: row.id }}
      className={cn('font-mono', linkClass)}
      title={row.address}
    >
      {shortAddress(row.address)}
    </Link>
  );
}

function Destination({ row }: { row: DepositAddressViewWire }) {
  const t = useT();
  return (
    <T
      id="integrator.input.tokenOnChain"
      defaultMessage="{symbol} on {chain}"
      values={{ symbol: row.destination.symbol, chain: chainName(row.destination.chainId, t) }}
    />
  );
}

function DepositAddressCards({ rows }: { rows: DepositAddressViewWire[] }) {
  const t = useT();
  return (
    <ul
      className="divide-y divide-border rounded-xl border border-border sm:hidden"
      aria-label={t.formatMessage({
        id: 'integrator.addresses.caption',
        defaultMessage: 'Deposit addresses, newest first',
      })}
    >
      {rows.map((row) => (
        <li key={row.id} className="space-y-1 p-3 text-sm">
          <p>
            <AddressLink row={row} />
            {row.label && <span className="block text-xs text-muted">{row.label}</span>}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-muted">
              <T id="integrator.addresses.destination" defaultMessage="Destination" />
            </dt>
            <dd>
              <Destination row={row} />
            </dd>
            <dt className="text-muted">
              <T id="integrator.addresses.recipient" defaultMessage="Recipient" />
            </dt>
            <dd className="font-mono" dir="ltr" title={row.recipient}>
              {shortAddress(row.recipient)}
            </dd>
            <dt className="text-muted">
              <T id="integrator.addresses.created" defaultMessage="Created" />
            </dt>
            <dd>
              <RelativeTime value={row.createdAt} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Table({ rows }: { rows: DepositAddressViewWire[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border sm:block">
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
                <AddressLink row={row} />
                {row.label && (
                  <span className="block font-sans text-xs text-muted">{row.label}</span>
                )}
              </th>
              <td className="px-3 py-2">
                <Destination row={row} />
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
