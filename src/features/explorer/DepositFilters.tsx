import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import { defineMessages, type IntlShape } from 'react-intl';
import { statusInfo } from '../../components/deposit/status-map';
import { useT } from '../../i18n/useT';
import { columnLabels } from './column-labels';
import type { DepositRow } from './deposit-row';

const m = defineMessages({
  originChain: { id: 'explorer.filter.originChain', defaultMessage: 'From chain' },
  destinationChain: { id: 'explorer.filter.destinationChain', defaultMessage: 'To chain' },
  any: { id: 'explorer.filter.any', defaultMessage: 'Any' },
});

const FILTERS = [
  { id: 'status', label: columnLabels.status },
  { id: 'origin', label: m.originChain },
  { id: 'destination', label: m.destinationChain },
] as const;

function optionLabel(t: IntlShape, id: string, value: string) {
  return id === 'status' ? t.formatMessage(statusInfo('deposit', value).messages.label) : value;
}

/** Status, origin and destination: each a choice among the values in the rows shown. */
export function DepositFilters({ table }: { table: Table<DepositRow> }) {
  const t = useT();
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
              {t.formatMessage(label)}
            </label>
            <select
              id={`${baseId}-${id}`}
              value={current}
              onChange={(e) => column.setFilterValue(e.target.value || undefined)}
              className="h-9 rounded-lg border border-border-strong bg-surface px-2 text-sm"
            >
              <option value="">{t.formatMessage(m.any)}</option>
              {values.map((v) => (
                <option key={v} value={v}>
                  {optionLabel(t, id, v)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
