import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { FieldNotes } from './FieldNotes';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  mono?: boolean;
  /** Tidy the value when the field is left (e.g. checksum an address). */
  onBlur?: () => void;
  type?: 'text' | 'url' | 'search';
  name?: string;
}

/** A labelled input whose hint and error are read with it (aria-describedby). */
export function TextField(props: TextFieldProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const describedBy = cn(props.hint ? ids.hint : undefined, props.error && ids.error) || undefined;
  return (
    <div>
      <label htmlFor={ids.input} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={ids.input}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'mt-1 h-11 w-full rounded-lg border bg-bg px-3 text-sm',
          props.mono && 'font-mono',
          props.error ? 'border-danger' : 'border-border-strong',
        )}
      />
      <FieldNotes ids={ids} hint={props.hint} error={props.error} />
    </div>
  );
}
