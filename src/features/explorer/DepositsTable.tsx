import {
  flexRender,
  getCoreRowModel,
  getFacetedUniqueValues,
  getFilteredRowModel,
  useReactTable,
  type ColumnFiltersState,
  type PaginationState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { Card } from '../../components/ui/Card';
import { useT } from '../../i18n/useT';
import { depositColumns } from './deposit-columns';
import type { DepositRow } from './deposit-row';
import { DepositCards } from './DepositCards';
import { DepositFilters } from './DepositFilters';
import { Pager } from './Pager';

export interface ServerPaging {
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  /** The page came back full, so an older one may exist. */
  hasMore: boolean;
}

interface Props {
  rows: DepositRow[];
  caption: string;
  /** Rows that arrived since the list was first shown (live mode marks them). */
  newKeys?: ReadonlySet<string>;
  /** Pagination over limit/skip on the server; absent for a result that fits one page. */
  paging?: ServerPaging;
}

/**
 * Deposits as a table from tablet width up, as a list of cards on a phone; the same rows,
 * filters and pages feed both.
 */
export function DepositsTable({ rows, caption, newKeys, paging }: Props) {
  const t = useT();
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const pagination = paging?.pagination ?? { pageIndex: 0, pageSize: Math.max(rows.length, 1) };
  // TanStack Table hands back new functions each render; nothing here relies on memoizing them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: depositColumns,
    getRowId: (r) => r.key,
    meta: { newKeys },
    state: { columnFilters, pagination },
    onColumnFiltersChange: setColumnFilters,
    manualPagination: true,
    pageCount: paging ? pagination.pageIndex + (paging.hasMore ? 2 : 1) : 1,
    onPaginationChange: (updater) => {
      if (!paging) return;
      paging.onPaginationChange(typeof updater === 'function' ? updater(pagination) : updater);
    },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getFacetedUniqueValues: getFacetedUniqueValues(),
  });
  const shown = table.getRowModel().rows;
  const filtered = columnFilters.length > 0;
  return (
    <div className="space-y-3">
      {rows.length > 1 && <DepositFilters table={table} />}
      {filtered && (
        <p className="text-sm text-muted" role="status">
          {t.formatMessage(
            {
              id: 'explorer.table.filtered',
              defaultMessage:
                '{total, plural, one {{shown, number} of # deposit on this page matches the filters.} other {{shown, number} of # deposits on this page match the filters.}}',
            },
            { shown: shown.length, total: rows.length },
          )}
        </p>
      )}
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-surface-2 text-xs text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((h) => (
                  <th key={h.id} scope="col" className="px-3 py-2 text-start font-medium">
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-border">
            {shown.map((row) => (
              <tr
                key={row.id}
                data-new={newKeys?.has(row.id) ? 'true' : undefined}
                className="align-top data-[new=true]:bg-accent-soft/40"
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2.5">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <DepositCards rows={shown.map((r) => r.original)} newKeys={newKeys} caption={caption} />
      {paging && <Pager table={table} />}
    </div>
  );
}
