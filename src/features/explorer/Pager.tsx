import type { Table } from '@tanstack/react-table';
import { Button } from '../../components/ui/Button';
import type { DepositRow } from './deposit-row';

/** Newer / older pages over the service's limit and skip (newest first). */
export function Pager({ table }: { table: Table<DepositRow> }) {
  const { pageIndex } = table.getState().pagination;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => table.previousPage()}
        disabled={!table.getCanPreviousPage()}
      >
        Newer
      </Button>
      <span className="text-sm text-muted">Page {pageIndex + 1}</span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => table.nextPage()}
        disabled={!table.getCanNextPage()}
      >
        Older
      </Button>
    </nav>
  );
}
