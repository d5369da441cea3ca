import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { useT } from '../../i18n/useT';

/** The one search box: whatever identifier the customer gave, as they gave it. */
export function SearchForm({
  initial,
  hint,
  onSearch,
}: {
  initial: string;
  /** How the current query was read, or why it could not be. */
  hint?: { text: string; invalid: boolean };
  onSearch: (q: string) => void;
}) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(initial);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" onSubmit={onSubmit} className="space-y-2" noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t.formatMessage({
          id: 'explorer.search.label',
          defaultMessage: 'Transaction hash, order id, address or deposit id',
        })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t.formatMessage({
            id: 'explorer.search.placeholder',
            defaultMessage: '0x… or a deposit id',
          })}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={hint?.invalid ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
          className="h-10 min-w-0 rounded-lg border border-border-strong bg-surface px-3 font-mono text-sm sm:flex-1"
        />
        <Button type="submit">
          {t.formatMessage({ id: 'explorer.search.submit', defaultMessage: 'Search' })}
        </Button>
      </div>
      {hint && (
        <p id={hintId} className={hint.invalid ? 'text-sm text-danger' : 'text-sm text-muted'}>
          {hint.text}
        </p>
      )}
    </form>
  );
}
