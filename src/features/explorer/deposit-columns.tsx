import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '../../components/ui/Badge';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { ChainName } from './ChainName';
import { CopyValue } from '../../components/ui/CopyValue';
import type { DepositRow } from './deposit-row';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';
import { T, useT } from '../../i18n/useT';
import { columnLabels, partyNames, type PartyName } from './column-labels';

const col = createColumnHelper<DepositRow>();

/** What the table passes to its cells: the rows live mode marks as new. */
export interface TableMeta {
  newKeys?: ReadonlySet<string>;
}

export function StatusCell({ row, isNew }: { row: DepositRow; isNew?: boolean }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={row.info.tone}>{t.formatMessage(row.info.messages.label)}</Badge>
      {isNew && (
        <Badge tone="accent">
          <T id="explorer.row.new" defaultMessage="New" />
        </Badge>
      )}
    </span>
  );
}

/**
 * An amount and its USD value, each read left to right on a right-to-left page. The amount is
 * exact (0.00999065164009878 WETH), so in a narrow column it may wrap rather than push the table
 * sideways.
 */
export function AmountCell({ text, usd }: { text: string; usd?: string }) {
  return (
    <span className="block">
      <bdi dir="ltr" className="[overflow-wrap:anywhere]">
        {text}
      </bdi>
      {usd && (
        <bdi dir="ltr" className="block text-xs text-muted">
          {usd}
        </bdi>
      )}
    </span>
  );
}

/** A party's address, shortened, with a copy button that names the party. */
export function CopyParty({ value, role }: { value: string; role: PartyName }) {
  const t = useT();
  return <CopyValue value={value} label={t.formatMessage(partyNames[role])} />;
}

/** Its name starts with what it shows, then says which deposit it is. */
export function DetailLink({ row }: { row: DepositRow }) {
  const t = useT();
  const d = row.deposit;
  return (
    <Link
      to="/explorer/deposits/$originChainId/$depositId"
      params={{ originChainId: String(d.originChainId), depositId: d.depositId }}
      // A deposit id can be 32 digits (a gasless or deposit-address deposit): it wraps on a phone.
      className={cn('font-medium [overflow-wrap:anywhere]', linkClass)}
      aria-label={t.formatMessage(
        {
          id: 'explorer.row.linkName',
          defaultMessage: 'Deposit {depositId} on {origin}: {amount}, {status}',
        },
        {
          depositId: d.depositId,
          origin: row.origin,
          amount: row.input,
          status: t.formatMessage(row.info.messages.label),
        },
      )}
    >
      {t.formatMessage(
        { id: 'explorer.row.link', defaultMessage: 'Deposit {depositId}' },
        { depositId: d.depositId },
      )}
    </Link>
  );
}

const header = (label: keyof typeof columnLabels) =>
  function Header() {
    return <T {...columnLabels[label]} />;
  };

/** Status, origin and destination filter by exact value (options come from the rows shown). */
export const depositColumns = [
  col.display({
    id: 'deposit',
    header: header('deposit'),
    cell: (c) => <DetailLink row={c.row.original} />,
  }),
  col.accessor('status', {
    header: header('status'),
    filterFn: 'equalsString',
    cell: (c) => (
      <StatusCell
        row={c.row.original}
        isNew={(c.table.options.meta as TableMeta | undefined)?.newKeys?.has(c.row.id)}
      />
    ),
  }),
  col.accessor('origin', {
    header: header('origin'),
    filterFn: 'equalsString',
    cell: (c) => <ChainName chainId={c.row.original.deposit.originChainId} name={c.getValue()} />,
  }),
  col.accessor('destination', {
    header: header('destination'),
    filterFn: 'equalsString',
    cell: (c) => (
      <ChainName chainId={c.row.original.deposit.destinationChainId} name={c.getValue()} />
    ),
  }),
  col.accessor('input', {
    header: header('input'),
    cell: (c) => <AmountCell text={c.getValue()} usd={c.row.original.inputUsd} />,
  }),
  col.accessor('output', {
    header: header('output'),
    cell: (c) => <AmountCell text={c.getValue()} usd={c.row.original.outputUsd} />,
  }),
  col.accessor((r) => r.deposit.depositor, {
    id: 'depositor',
    header: header('depositor'),
    cell: (c) => <CopyParty value={c.getValue()} role="depositor" />,
  }),
  col.accessor((r) => r.deposit.recipient, {
    id: 'recipient',
    header: header('recipient'),
    cell: (c) => <CopyParty value={c.getValue()} role="recipient" />,
  }),
  col.accessor('time', {
    header: header('time'),
    cell: (c) => <RelativeTime value={c.getValue()} className="whitespace-nowrap" />,
  }),
];
