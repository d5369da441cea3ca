import { Outlet, rootRouteId, Scripts, useLoaderData } from '@tanstack/react-router';
import { RenderedAt } from '../../lib/rendered-at';
import { WatchPendingTransfers } from '../../features/transfers/watch/WatchPendingTransfers';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteAnnouncer } from './RouteAnnouncer';
import { MAIN_ID, SkipLink } from './SkipLink';

export function RootLayout() {
  const { renderedAt } = useLoaderData({ from: rootRouteId });
  return (
    <RenderedAt value={renderedAt}>
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
      {/* The router's state and the query cache, for the browser to hydrate from (with the
          request's nonce); nothing in a page rendered in the browser. */}
      <Scripts />
    </RenderedAt>
  );
}
