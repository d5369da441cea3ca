import { Link } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { useT } from '../../i18n/useT';
import { cn } from '../../lib/cn';

const labels = defineMessages({
  overview: { id: 'integrator.nav.overview', defaultMessage: 'Overview' },
  depositAddresses: { id: 'integrator.nav.depositAddresses', defaultMessage: 'Deposit addresses' },
  webhooks: { id: 'integrator.nav.webhooks', defaultMessage: 'Webhooks' },
  fees: { id: 'integrator.nav.fees', defaultMessage: 'Fees & limits' },
});

const SECTIONS = [
  { to: '/integrator', label: labels.overview, exact: true },
  { to: '/integrator/deposit-addresses', label: labels.depositAddresses, exact: false },
  { to: '/integrator/webhooks', label: labels.webhooks, exact: false },
  { to: '/integrator/fees', label: labels.fees, exact: false },
] as const;

/**
 * Tabs-like links between the dashboard's sections (real links, so each has a URL). On a phone
 * they wrap onto a second row rather than scroll out of sight.
 */
export function IntegratorSubNav() {
  const t = useT();
  return (
    <nav
      aria-label={t.formatMessage({
        id: 'integrator.nav.label',
        defaultMessage: 'Integrator sections',
      })}
      className="border-b border-border"
    >
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
              {t.formatMessage(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
