import type { ReactNode } from 'react';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';

/**
 * History. For now it shows the transfers kept in this browser (the list is composed in by the
 * route, since features do not import each other); merging the service's records for the
 * connected wallet comes later, and the page says so.
 */
export function HistoryPage({ recent }: { recent: ReactNode }) {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="History"
        title="Your transfers"
        description="The transfers sent from this browser, newest first."
      />
      <Notice title="Only this browser's transfers, for now">
        This list comes from this browser alone. A history that also includes transfers made on
        other devices or apps, looked up from the service for your connected wallet, is not built
        yet.
      </Notice>
      {recent}
    </div>
  );
}
