import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, useEffect, type ReactNode } from 'react';
import type { Messages } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { AppProviders } from './AppProviders';
import type { createAppRouter } from './router';

/**
 * The whole app for one router. The server renders it (ssr/render-page.tsx) and the browser
 * hydrates it (main.tsx): the same tree, so the page the server sends is the page React
 * hydrates. `hydrate`: the router starts from the state the server rendered with.
 */
export function AppTree({
  initial,
  queryClient,
  router,
  hydrate = false,
}: {
  initial: { locale: Locale; messages: Messages };
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  hydrate?: boolean;
}) {
  return (
    <StrictMode>
      <MarksHydrated>
        <I18nProvider initial={initial}>
          <AppProviders queryClient={queryClient}>
            {hydrate ? <RouterClient router={router} /> : <RouterProvider router={router} />}
          </AppProviders>
        </I18nProvider>
      </MarksHydrated>
    </StrictMode>
  );
}

/**
 * Sets `data-hydrated` on <html> once React has committed the page in the browser (effects run
 * only there, a parent's after its children's). What is typed before then stays in the field and
 * reaches React; e2e journeys still wait for the mark (e2e/pages/AppShell.ts), so that each step
 * meets the page React runs rather than racing its hydration on a busy machine.
 */
function MarksHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}
