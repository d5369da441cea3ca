import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { T, useT } from '../../../i18n/useT';
import { useShowTestnets } from '../hooks/useShowTestnets';
import { chainSections } from '../model/chain-sections';
import type { ChainOption } from '../model/route-options';
import { ChainLogo } from '../../../components/logos/ChainLogo';
import { LazyPickerDialog, pickerIntent } from './LazyPickerDialog';

interface ChainFieldProps {
  label: string;
  /** "origin" or "destination": said in the dialog's title. */
  role: 'origin' | 'destination';
  chainId: number | undefined;
  name: string | undefined;
  options: readonly ChainOption[];
  onChange: (chainId: number) => void;
}

/**
 * A chain, and a picker listing the usable chains first; unavailable ones (disabled, with their
 * reason) under a collapsed section, testnets behind a setting.
 */
export function ChainField({ label, role, chainId, name, options, onChange }: ChainFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const [showTestnets, setShowTestnets] = useShowTestnets();
  const sections = chainSections(options, {
    showTestnets,
    selected: chainId,
    unavailableTitle: (count) =>
      t.formatMessage(
        { id: 'bridge.chain.unavailable', defaultMessage: 'Unavailable ({count, number})' },
        { count },
      ),
  });
  const pickerOptions = sections.rows.map(({ option: o, section }) => ({
    id: String(o.chainId),
    label: o.name,
    section,
    icon: <ChainLogo chainId={o.chainId} name={o.name} size={28} />,
    ...(o.reason ? { disabledReason: o.reason } : {}),
  }));
  return (
    <div className="min-w-0">
      <span id={labelId} className="text-sm font-medium text-muted">
        {label}
      </span>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={() => setOpen(true)}
        {...pickerIntent}
        className="mt-1 flex h-11 w-full items-center gap-2 rounded-lg border border-border bg-surface px-3 text-start hover:border-border-strong hover:bg-surface-2"
      >
        {chainId !== undefined && name ? (
          <ChainLogo chainId={chainId} name={name} size={22} />
        ) : (
          // The logo's place, kept while the chains load, so the name does not move.
          <span className="size-[22px] shrink-0 rounded-full bg-border" aria-hidden="true" />
        )}
        <span id={valueId} className="min-w-0 flex-1 truncate font-medium">
          {name ?? t.formatMessage({ id: 'bridge.chain.choose', defaultMessage: 'Choose a chain' })}
        </span>
        <Icon name="chevronDown" size={16} className="text-muted" />
      </button>
      <LazyPickerDialog
        open={open}
        title={t.formatMessage(
          {
            id: 'bridge.chain.dialogTitle',
            defaultMessage:
              '{role, select, origin {Choose the origin chain} other {Choose the destination chain}}',
          },
          { role },
        )}
        searchLabel={t.formatMessage({
          id: 'bridge.chain.search',
          defaultMessage: 'Search chains',
        })}
        options={pickerOptions}
        selectedId={chainId === undefined ? undefined : String(chainId)}
        onPick={(id) => {
          setOpen(false);
          onChange(Number(id));
        }}
        onClose={() => setOpen(false)}
        emptyText={(q) =>
          t.formatMessage(
            { id: 'bridge.chain.noMatch', defaultMessage: 'No chain matches “{query}”.' },
            { query: q },
          )
        }
        collapsedSection={sections.unavailableTitle}
        footer={
          sections.testnets > 0 && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={showTestnets}
                onChange={(event) => setShowTestnets(event.target.checked)}
                className="size-4 accent-accent"
              />
              <T
                id="bridge.chain.showTestnets"
                defaultMessage="Show testnets ({count, number})"
                values={{ count: sections.testnets }}
              />
            </label>
          )
        }
      />
    </div>
  );
}
