import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '../../components/ui/Badge';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { ChainName } from './ChainName';
import { CopyValue } from '../../components/ui/CopyValue';
import type { DepositRow } from './deposit-row';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';

const col = createColumnHelper<DepositRow>();

/** What the table passes to its cells: the rows live mode marks as new. */
export interface TableMeta {
  newKeys?: ReadonlySet<string>;
}

export function StatusCell({ row, isNew }: { row: DepositRow; isNew?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={row.info.tone}>{row.info.label}</Badge>
      {isNew && <Badge tone="accent">New</Badge>}
    </span>
  );
}

export function AmountCell({ text, usd }: { text: string; usd?: string }) {
  return (
    <span className="block whitespace-nowrap">
      {text}
      {usd && <span className="block text-xs text-muted">{usd}</span>}
    </span>
  );
}

export function DetailLink({ row }: { row: DepositRow }) {
  const d = row.deposit;
  return (
    <Link
      to="/explorer/deposits/$originChainId/$depositId"
      params={{ originChainId: String(d.originChainId), depositId: d.depositId }}
      className={cn('font-medium whitespace-nowrap', linkClass)}
    >
      Deposit {d.depositId}
      <span className="sr-only">
        {' '}
        on {row.origin}: {row.input}, {row.info.label}
      </span>
    </Link>
  );
}

/** Status, origin and destination filter by exact value (options come from the rows shown). */
export const depositColumns = [
  col.display({
    id: 'deposit',
    header: 'Deposit',
    cell: (c) => <DetailLink row={c.row.original} />,
  }),
  col.accessor('status', {
    header: 'Status',
    filterFn: 'equalsString',
    cell: (c) => (
      <StatusCell
        row={c.row.original}
        isNew={(c.table.options.meta as TableMeta | undefined)?.newKeys?.has(c.row.id)}
      />
    ),
  }),
  col.accessor('origin', {
    header: 'From',
    filterFn: 'equalsString',
    cell: (c) => <ChainName chainId={c.row.original.deposit.originChainId} name={c.getValue()} />,
  }),
  col.accessor('destination', {
    header: 'To',
    filterFn: 'equalsString',
    cell: (c) => (
      <ChainName chainId={c.row.original.deposit.destinationChainId} name={c.getValue()} />
    ),
  }),
  col.accessor('input', {
    header: 'Sent',
    cell: (c) => <AmountCell text={c.getValue()} usd={c.row.original.inputUsd} />,
  }),
  col.accessor('output', {
    header: 'Received',
    cell: (c) => <AmountCell text={c.getValue()} usd={c.row.original.outputUsd} />,
  }),
  col.accessor((r) => r.deposit.depositor, {
    id: 'depositor',
    header: 'Depositor',
    cell: (c) => <CopyValue value={c.getValue()} label="depositor" />,
  }),
  col.accessor((r) => r.deposit.recipient, {
    id: 'recipient',
    header: 'Recipient',
    cell: (c) => <CopyValue value={c.getValue()} label="recipient" />,
  }),
  col.accessor('time', {
    header: 'Deposited',
    cell: (c) => <RelativeTime value={c.getValue()} className="whitespace-nowrap" />,
  }),
];
