import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useT } from '../../i18n/useT';
import { NAV_ITEMS } from './nav-items';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t.formatMessage({ id: 'notFound.eyebrow', defaultMessage: 'Error 404' })}
        title={t.formatMessage({ id: 'notFound.title', defaultMessage: 'Page not found' })}
        description={t.formatMessage({
          id: 'notFound.description',
          defaultMessage:
            'There is no page at this address. If you followed a link to a transfer, check that the whole link was copied.',
        })}
      />
      <nav
        aria-label={t.formatMessage({ id: 'notFound.sections', defaultMessage: 'Sections' })}
        className="space-y-3"
      >
        <p className="text-sm font-medium text-muted">
          {t.formatMessage({ id: 'notFound.goTo', defaultMessage: 'Go to a section instead:' })}
        </p>
        <ul className="flex flex-wrap gap-2">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="inline-flex rounded-lg border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
              >
                {t.formatMessage(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
