import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { NAV_ITEMS } from './nav-items';

export function NotFoundPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Error 404"
        title="Page not found"
        description="There is no page at this address. If you followed a link to a transfer, check that the whole link was copied."
      />
      <nav aria-label="Sections" className="space-y-3">
        <p className="text-sm font-medium text-muted">Go to a section instead:</p>
        <ul className="flex flex-wrap gap-2">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="inline-flex rounded-lg border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
