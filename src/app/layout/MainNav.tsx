import { Link } from '@tanstack/react-router';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from './nav-items';

/**
 * The primary navigation. The router marks the active link with aria-current="page"; on a
 * phone the row scrolls sideways instead of hiding behind a menu, so every section stays one tap
 * away.
 */
export function MainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={cn('min-w-0', className)}>
      <ul className="scrollbar-none -mx-1 flex snap-x gap-1 overflow-x-auto px-1 py-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.to} className="snap-start">
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact, includeSearch: false }}
              className={cn(
                'block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted transition-colors',
                'hover:bg-surface-2 hover:text-text',
                'aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
