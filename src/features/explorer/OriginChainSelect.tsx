import { useId } from 'react';
import { CHAINS } from '../../contract/chains';
import { useT } from '../../i18n/useT';

/** Which chain the deposit id is on: deposit ids are only unique per origin chain. */
export function OriginChainSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (chainId: number) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t.formatMessage({
          id: 'explorer.originChain.label',
          defaultMessage: 'Origin chain of the deposit',
        })}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => e.target.value && onChange(Number(e.target.value))}
        className="h-10 rounded-lg border sm:max-w-xs border-border-strong bg-surface px-3 text-sm"
      >
        <option value="" disabled>
          {t.formatMessage({ id: 'explorer.originChain.choose', defaultMessage: 'Choose a chain' })}
        </option>
        {CHAINS.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.id})
          </option>
        ))}
      </select>
    </div>
  );
}
