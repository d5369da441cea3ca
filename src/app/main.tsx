import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { loadMessages } from '../i18n/catalogues';
import { initialLocale } from '../i18n/choice';
import { applyToDocument, I18nProvider } from '../i18n/I18nProvider';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

// zod probes for eval support with new Function(); our CSP forbids eval, so skip the probe.
z.config({ jitless: true });

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's language is known before the first paint: its messages load first (English's
// come with the page), so no text changes language after it is shown.
// A language whose chunk cannot be fetched (offline) opens in English.
const chosen = initialLocale();
const opening = loadMessages(chosen).then(
  (messages) => ({ locale: chosen, messages }),
  async () => ({ locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) }),
);
void opening.then((initial) => {
  applyToDocument(initial.locale);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider initial={initial}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </I18nProvider>
    </StrictMode>,
  );
});
