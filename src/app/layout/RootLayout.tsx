import { Outlet } from '@tanstack/react-router';
import { WatchPendingTransfers } from '../../features/transfers/watch/WatchPendingTransfers';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteAnnouncer } from './RouteAnnouncer';
import { MAIN_ID, SkipLink } from './SkipLink';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives later (a lazily loaded route, its data) never pushes it down in view. */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 scroll-mt-24 px-4 py-8 sm:px-6 sm:py-12"
      >
        <Outlet />
      </main>
      <Footer />
      <RouteAnnouncer />
      <WatchPendingTransfers />
    </div>
  );
}
