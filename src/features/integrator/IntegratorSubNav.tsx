import { Link } from '@tanstack/react-router';
import { cn } from '../../lib/cn';

const SECTIONS = [
  { to: '/integrator', label: 'Overview', exact: true },
  { to: '/integrator/deposit-addresses', label: 'Deposit addresses', exact: false },
  { to: '/integrator/webhooks', label: 'Webhooks', exact: false },
  { to: '/integrator/fees', label: 'Fees & limits', exact: false },
] as const;

/**
 * Tabs-like links between the dashboard's sections (real links, so each has a URL). On a phone
 * they wrap onto a second row rather than scroll out of sight.
 */
export function IntegratorSubNav() {
  return (
    <nav aria-label="Integrator sections" className="border-b border-border">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              activeOptions={{ exact: section.exact, includeSearch: false }}
              className={cn(
                'block border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted transition-colors',
                'hover:border-border-strong hover:text-text',
                'aria-[current=page]:border-accent aria-[current=page]:text-text',
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
