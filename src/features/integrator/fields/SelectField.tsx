import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import { cn } from '../../../lib/cn';
import { FieldNotes } from './FieldNotes';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown beside the label and makes the option unselectable. */
  reason?: string | null;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  placeholder: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** A native select: unavailable options stay listed, disabled, with their reason in the text. */
export function SelectField(props: SelectFieldProps) {
  const t = useT();
  const ids = { input: useId(), hint: useId(), error: useId() };
  return (
    <div>
      <label htmlFor={ids.input} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={ids.input}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={
          cn(props.hint ? ids.hint : undefined, props.error && ids.error) || undefined
        }
        className={cn(
          'mt-1 h-11 w-full rounded-lg border bg-bg px-3 text-sm',
          props.error ? 'border-danger' : 'border-border-strong',
        )}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value} disabled={Boolean(option.reason)}>
            {option.reason
              ? t.formatMessage(
                  { id: 'integrator.field.optionWithReason', defaultMessage: '{label} — {reason}' },
                  { label: option.label, reason: option.reason },
                )
              : option.label}
          </option>
        ))}
      </select>
      <FieldNotes ids={ids} hint={props.hint} error={props.error} />
    </div>
  );
}
