import { useId } from 'react';
import { addressProblems } from '../../../components/address-problems';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n/useT';
import { cn } from '../../../lib/cn';
import { preloadAddressParser, useAddressParser } from '../hooks/useAddressParser';

interface AddressFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
}

/** An optional address: checked as typed (checksum included), shown checksummed once valid. */
export function AddressField({ label, hint, value, onChange }: AddressFieldProps) {
  const t = useT();
  const ids = { input: useId(), hint: useId(), status: useId() };
  const typed = value.trim() !== '';
  const parse = useAddressParser(typed);
  const parsed = typed && parse ? parse(value) : undefined;
  const error = parsed && !parsed.ok ? t.formatMessage(addressProblems[parsed.reason]) : undefined;
  return (
    <div>
      <label htmlFor={ids.input} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={ids.input}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={preloadAddressParser}
        onPointerDown={preloadAddressParser}
        onBlur={() => {
          if (parsed?.ok && parsed.address !== value) onChange(parsed.address);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(ids.hint, parsed && ids.status) || undefined}
        className={cn(
          'mt-1 h-11 w-full rounded-lg border bg-bg px-3 font-mono text-sm',
          error ? 'border-danger' : 'border-border-strong',
        )}
      />
      <p id={ids.hint} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {parsed && (
        <p
          id={ids.status}
          className={cn(
            'mt-1 flex items-start gap-1.5 text-sm break-all',
            parsed.ok ? 'text-success' : 'font-medium text-danger',
          )}
        >
          <Icon name={parsed.ok ? 'check' : 'alert'} size={16} className="mt-0.5 shrink-0" />
          {parsed.ok ? <span className="font-mono">{parsed.address}</span> : error}
        </p>
      )}
    </div>
  );
}
