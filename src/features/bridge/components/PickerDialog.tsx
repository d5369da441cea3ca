import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n/useT';
import { filterOptions } from './picker-filter';
import { PickerOptionRow, type PickerOption } from './PickerOptionRow';
import { sectionsOf } from './picker-sections';

export interface PickerDialogProps {
  open: boolean;
  title: string;
  searchLabel: string;
  options: readonly PickerOption[];
  selectedId: string | undefined;
  onPick: (id: string) => void;
  onClose: () => void;
  /** What to say when nothing matches the search. */
  emptyText: (query: string) => string;
  /** A section listed collapsed behind a toggle (searching still finds its options). */
  collapsedSection?: string;
  /** Settings under the list (e.g. "Show testnets"). */
  footer?: ReactNode;
}

/**
 * A modal list with a search box: the combobox/listbox pattern (WAI-ARIA APG). Focus stays in
 * the search box; arrows, Home/End and Page keys move the active option; Enter picks it;
 * Escape closes (native <dialog>), and focus returns to the button that opened it.
 */
export function PickerDialog(props: PickerDialogProps) {
  const { open, title, searchLabel, options, selectedId, onPick, onClose, emptyText } = props;
  const { collapsedSection, footer } = props;
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // The list is in the page only from opening until the dialog has closed (and handed focus
  // back): closed, its rows and their logos would cost the first page for nothing.
  const [filled, setFilled] = useState(open);
  if (open && !filled) setFilled(true);
  const ids = { title: useId(), list: useId(), count: useId() };
  const matches = filterOptions(options, query);
  const hidden =
    collapsedSection === undefined || expanded || query.trim() !== ''
      ? 0
      : matches.filter((o) => o.section === collapsedSection).length;
  const shown = hidden > 0 ? matches.filter((o) => o.section !== collapsedSection) : matches;
  const activeIndex = Math.min(active, Math.max(0, shown.length - 1));
  const optionId = (i: number) => `${ids.list}-${i}`;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      // showModal focuses the first control (Close); typing should search at once.
      search.current?.focus();
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    list.current?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)?.scrollIntoView?.({
      block: 'nearest',
    });
  });

  const pick = (option: PickerOption | undefined) => {
    if (!option || option.disabledReason) return;
    onPick(option.id);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, activeIndex + 8),
      PageUp: Math.max(0, activeIndex - 8),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, moves[event.key]!));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(shown[activeIndex]);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={ids.title}
      onClose={() => {
        setQuery('');
        setFilled(false);
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close(); // backdrop
      }}
      className="m-auto w-[min(28rem,calc(100vw-1.5rem))] max-w-none rounded-2xl border border-border bg-surface p-0 text-text shadow-card backdrop:bg-black/45"
    >
      {filled && (
        <div className="flex max-h-[min(36rem,85dvh)] flex-col">
          <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-3">
            <h2 id={ids.title} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={t.formatMessage({ id: 'bridge.picker.close', defaultMessage: 'Close' })}
              className="grid size-8 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-text"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </button>
          </div>
          <div className="px-5 pb-3">
            <label className="relative block">
              <span className="sr-only">{searchLabel}</span>
              <Icon
                name="search"
                size={18}
                className="absolute start-3 top-1/2 -translate-y-1/2 text-muted"
              />
              <input
                ref={search}
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={shown.length > 0 ? ids.list : undefined}
                aria-autocomplete="list"
                aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
                aria-describedby={ids.count}
                autoComplete="off"
                spellCheck={false}
                placeholder={searchLabel}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                className="h-11 w-full rounded-lg border border-border-strong bg-bg ps-10 pe-3 text-base placeholder:text-muted"
              />
            </label>
            <p id={ids.count} aria-live="polite" className="sr-only">
              {t.formatMessage(
                {
                  id: 'bridge.picker.results',
                  defaultMessage: '{count, plural, one {# result} other {# results}}',
                },
                { count: shown.length },
              )}
            </p>
          </div>
          {shown.length > 0 && (
            <ul
              ref={list}
              id={ids.list}
              role="listbox"
              aria-label={title}
              className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 pb-3"
            >
              {sectionsOf(shown).map((section) => {
                const rows = section.items.map(({ option, index }) => (
                  <PickerOptionRow
                    key={option.id}
                    option={option}
                    domId={optionId(index)}
                    active={index === activeIndex}
                    selected={option.id === selectedId}
                    onPick={() => pick(option)}
                    onHover={() => setActive(index)}
                  />
                ));
                if (section.title === undefined) return rows;
                return (
                  <li key={`section-${section.title}`} role="group" aria-label={section.title}>
                    <div
                      role="presentation"
                      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                    >
                      {section.title}
                    </div>
                    <ul role="presentation" className="space-y-0.5">
                      {rows}
                    </ul>
                  </li>
                );
              })}
            </ul>
          )}
          {shown.length === 0 && (
            <p className="px-5 pb-6 text-sm text-muted">{emptyText(query.trim())}</p>
          )}
          {(hidden > 0 || (expanded && collapsedSection !== undefined && query.trim() === '')) && (
            <div className="border-t border-border px-5 py-2">
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setExpanded((e) => !e)}
                className="flex w-full items-center justify-between py-1 text-sm font-medium text-muted hover:text-text"
              >
                {expanded
                  ? t.formatMessage(
                      { id: 'bridge.picker.hideSection', defaultMessage: 'Hide {section}' },
                      { section: collapsedSection?.toLowerCase() },
                    )
                  : collapsedSection}
                <Icon
                  name="chevronDown"
                  size={14}
                  className={expanded ? 'rotate-180' : undefined}
                />
              </button>
            </div>
          )}
          {footer && <div className="border-t border-border px-5 py-3 text-sm">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
