import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from './nav-items';

/**
 * The primary navigation. The router marks the active link with aria-current="page"; on a
 * phone the links share the full width so every section is in view (scrolling sideways only
 * on screens narrower than any phone in use), one tap away, never behind a menu. Where a
 * language's words are too long for that (Spanish on a phone), the current section is scrolled
 * into view.
 */
export function MainNav({ className }: { className?: string }) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const path = useRouterState({ select: (s) => s.location.pathname });
  // Again when the path changes or the words do (another language, another width).
  useEffect(() => showCurrent(list.current), [path, t.locale]);
  return (
    <nav
      aria-label={t.formatMessage({ id: 'nav.label', defaultMessage: 'Main' })}
      className={cn('min-w-0', className)}
    >
      <ul
        ref={list}
        className="scrollbar-none -mx-1 flex snap-x justify-between gap-0.5 overflow-x-auto px-1 py-1 sm:justify-start sm:gap-1"
      >
        {NAV_ITEMS.map((item) => (
          <li key={item.to} className="snap-start">
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact, includeSearch: false }}
              className={cn(
                'block rounded-lg px-2 py-1.5 text-sm sm:px-3 font-medium whitespace-nowrap text-muted transition-colors',
                'hover:bg-surface-2 hover:text-text',
                'aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent',
              )}
            >
              {t.formatMessage(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The list scrolled sideways just enough to show the current link; never the page itself. */
function showCurrent(list: HTMLUListElement | null) {
  const current = list?.querySelector('[aria-current="page"]');
  if (!list || !current) return;
  const box = list.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  const by = link.left < box.left ? link.left - box.left : Math.max(0, link.right - box.right);
  if (by) list.scrollBy({ left: by });
}
