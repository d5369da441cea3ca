import type { Table } from '@tanstack/react-table';
import { Button } from '../../components/ui/Button';
import { useT } from '../../i18n/useT';
import type { DepositRow } from './deposit-row';

/** Newer / older pages over the service's limit and skip (newest first). */
export function Pager({ table }: { table: Table<DepositRow> }) {
  const t = useT();
  const { pageIndex } = table.getState().pagination;
  return (
    <nav
      aria-label={t.formatMessage({ id: 'explorer.pager.label', defaultMessage: 'Pages' })}
      className="flex items-center justify-between gap-3"
    >
      <Button
        variant="secondary"
        size="sm"
        onClick={() => table.previousPage()}
        disabled={!table.getCanPreviousPage()}
      >
        {t.formatMessage({ id: 'explorer.pager.newer', defaultMessage: 'Newer' })}
      </Button>
      <span className="text-sm text-muted">
        {t.formatMessage(
          { id: 'explorer.pager.page', defaultMessage: 'Page {page, number}' },
          { page: pageIndex + 1 },
        )}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => table.nextPage()}
        disabled={!table.getCanNextPage()}
      >
        {t.formatMessage({ id: 'explorer.pager.older', defaultMessage: 'Older' })}
      </Button>
    </nav>
  );
}
