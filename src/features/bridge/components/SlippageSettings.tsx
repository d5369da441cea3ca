import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { cn } from '../../../lib/cn';
import { typedAmountText } from '../../../lib/typed-amount';
import { T, useT } from '../../../i18n/useT';
import { checkSlippage, slippageLabel, slippageProblem, type Slippage } from '../model/slippage';

interface SlippageSettingsProps {
  value: Slippage;
  onChange: (next: Slippage) => void;
}

/**
 * A small disclosure: the button names the current tolerance; the panel offers auto or a custom
 * percentage up to 50 %. Escape or a click outside closes it and focus returns to the button.
 */
export function SlippageSettings({ value, onChange }: SlippageSettingsProps) {
  const t = useT();
  const ids = { panel: useId(), input: useId(), error: useId(), title: useId() };
  const [open, setOpen] = useState(false);
  // Typed and shown with the page language's decimal separator ("0,5" in Spanish).
  const [text, setText] = useState(
    value.kind === 'custom' ? typedAmountText(value.percent, t.locale) : '',
  );
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const check = text.trim() === '' ? undefined : checkSlippage(text, t.locale);
  const error = check && !check.ok ? slippageProblem(t, check.problem) : undefined;

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };
  const typeCustom = (next: string) => {
    setText(next);
    const c = checkSlippage(next, t.locale);
    if (c.ok) onChange({ kind: 'custom', percent: c.percent });
  };

  return (
    <div ref={root} className="relative ms-auto" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-full border border-border px-2.5 py-1 text-xs font-medium text-muted hover:bg-surface-2 hover:text-text"
      >
        <T
          id="bridge.slippage.button"
          defaultMessage="Slippage: {value}"
          values={{ value: slippageLabel(t, value) }}
        />
        <Icon name="chevronDown" size={12} />
      </button>
      {open && (
        <div
          id={ids.panel}
          role="group"
          aria-labelledby={ids.title}
          className="absolute end-0 z-20 mt-2 w-72 space-y-3 rounded-xl border border-border bg-surface p-4 text-sm shadow-lg"
        >
          <p id={ids.title} className="font-semibold">
            <T id="bridge.slippage.title" defaultMessage="Slippage tolerance" />
          </p>
          <p className="text-muted">
            <T
              id="bridge.slippage.help"
              defaultMessage="How far the swap price may move before the transfer is refunded instead. It sets the minimum you receive."
            />
          </p>
          <fieldset className="space-y-2">
            <legend className="sr-only">
              <T id="bridge.slippage.legend" defaultMessage="Auto or a custom percentage" />
            </legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${ids.panel}-kind`}
                checked={value.kind === 'auto'}
                onChange={() => onChange({ kind: 'auto' })}
                className="accent-[var(--ferry-accent)]"
              />
              <T id="bridge.slippage.auto" defaultMessage="Auto (the service picks per swap)" />
            </label>
            <div className="flex items-center gap-2">
              <input
                type="radio"
                aria-label={t.formatMessage({
                  id: 'bridge.slippage.custom',
                  defaultMessage: 'Custom',
                })}
                name={`${ids.panel}-kind`}
                checked={value.kind === 'custom'}
                disabled={!check?.ok}
                onChange={() => check?.ok && onChange({ kind: 'custom', percent: check.percent })}
                className="accent-[var(--ferry-accent)]"
              />
              <label htmlFor={ids.input}>
                <T id="bridge.slippage.custom" defaultMessage="Custom" />
              </label>
              <input
                id={ids.input}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={typedAmountText('0.5', t.locale)}
                value={text}
                onChange={(e) => typeCustom(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                className={cn(
                  'h-8 w-20 rounded-lg border bg-bg px-2 tabular-nums outline-none',
                  error ? 'border-danger' : 'border-border-strong focus:border-focus',
                )}
              />
              <span aria-hidden="true">%</span>
            </div>
          </fieldset>
          <p id={ids.error} aria-live="polite" className="text-sm font-medium text-danger">
            {error}
          </p>
          <button
            type="button"
            onClick={close}
            className="rounded-lg px-2 py-1 font-medium text-accent hover:bg-surface-2"
          >
            <T id="bridge.slippage.done" defaultMessage="Done" />
          </button>
        </div>
      )}
    </div>
  );
}
