import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import { statusInfo } from '../../components/deposit/status-map';
import type { DepositRow } from './deposit-row';

const FILTERS = [
  { id: 'status', label: 'Status' },
  { id: 'origin', label: 'From chain' },
  { id: 'destination', label: 'To chain' },
] as const;

function optionLabel(id: string, value: string) {
  return id === 'status' ? statusInfo('deposit', value).label : value;
}

/** Status, origin and destination: each a choice among the values in the rows shown. */
export function DepositFilters({ table }: { table: Table<DepositRow> }) {
  const baseId = useId();
  return (
    <div className="flex flex-wrap gap-3">
      {FILTERS.map(({ id, label }) => {
        const column = table.getColumn(id);
        if (!column) return null;
        const values = [...column.getFacetedUniqueValues().keys()].map(String).sort();
        const current = (column.getFilterValue() as string | undefined) ?? '';
        return (
          <div key={id} className="flex flex-col gap-1">
            <label htmlFor={`${baseId}-${id}`} className="text-xs font-medium text-muted">
              {label}
            </label>
            <select
              id={`${baseId}-${id}`}
              value={current}
              onChange={(e) => column.setFilterValue(e.target.value || undefined)}
              className="h-9 rounded-lg border border-border-strong bg-surface px-2 text-sm"
            >
              <option value="">Any</option>
              {values.map((v) => (
                <option key={v} value={v}>
                  {optionLabel(id, v)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
