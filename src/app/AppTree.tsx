import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { Messages } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { AppProviders } from './AppProviders';
import type { createAppRouter } from './router';

/**
 * The whole app for one router. The browser renders it (main.tsx) and the build renders it
 * ahead of time (prerender/render-page.tsx): the same tree, so the page the server sends is
 * the page React takes over.
 */
export function AppTree({
  initial,
  queryClient,
  router,
}: {
  initial: { locale: Locale; messages: Messages };
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <StrictMode>
      <I18nProvider initial={initial}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </I18nProvider>
    </StrictMode>
  );
}
