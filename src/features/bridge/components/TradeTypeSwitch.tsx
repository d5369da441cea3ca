import { defineMessages, type MessageDescriptor } from 'react-intl';
import { T, useT } from '../../../i18n/useT';
import { cn } from '../../../lib/cn';

export type TradeType = 'exactInput' | 'exactOutput';

const labels = defineMessages({
  exactInput: { id: 'bridge.tradeType.exactInput', defaultMessage: 'I send exactly' },
  exactOutput: { id: 'bridge.tradeType.exactOutput', defaultMessage: 'I want to receive exactly' },
});

const OPTIONS = [
  { value: 'exactInput', label: labels.exactInput },
  { value: 'exactOutput', label: labels.exactOutput },
] as const satisfies ReadonlyArray<{ value: TradeType; label: MessageDescriptor }>;

/** Which side the amount fixes: what leaves the wallet, or what the recipient gets. */
export function TradeTypeSwitch({
  value,
  onChange,
}: {
  value: TradeType;
  onChange: (value: TradeType) => void;
}) {
  const t = useT();
  return (
    <fieldset className="max-sm:w-full">
      <legend className="sr-only">
        <T id="bridge.tradeType.legend" defaultMessage="Which amount is exact" />
      </legend>
      <div className="grid grid-cols-2 rounded-full border border-border bg-surface-2 p-0.5 text-sm sm:inline-grid">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className={cn(
              'cursor-pointer rounded-full px-3 py-1.5 text-center leading-tight has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus max-sm:text-xs',
              value === o.value ? 'bg-surface font-medium text-text shadow-sm' : 'text-muted',
            )}
          >
            <input
              type="radio"
              name="trade-type"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {t.formatMessage(o.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
