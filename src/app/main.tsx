import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadMessages } from '../i18n/catalogues';
import { initialLocale } from '../i18n/choice';
import { applyToDocument } from '../i18n/I18nProvider';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { AppTree } from './AppTree';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { intlLocale } from '../lib/intl-locale';
import { nextTask } from '../lib/next-task';

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Rendered by the BFF (src/app/ssr/render-page.tsx): the router's state came with it. A page
// opened from Vite's dev server, or sent empty (the server entry failed), is rendered here.
const serverRendered = root.hasChildNodes();
const serverLocale = document.documentElement.lang;

// The page's language is known before the first paint: its messages load first (English's
// come with the page), so no text changes language after it is shown.
// A language whose chunk cannot be fetched (offline) opens in English.
const chosen = initialLocale();
const opening = loadMessages(chosen).then(
  (messages) => ({ locale: chosen, messages }),
  async () => ({ locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) }),
);

// A task at a time, so the browser can paint and answer a tap in between: the app's code has
// just been evaluated (one task); making the router reads the address and builds the route tree
// (the next); Intl's data and React's hydration follow.
void (async () => {
  await nextTask();
  const router = createAppRouter(queryClient);
  await nextTask();
  const initial = await opening;
  // Intl loads its data on first use (40-110 ms in a fresh tab), work that cannot be cut: in
  // tasks of their own, not inside React's first slice of the page. These are the two calls
  // react-intl makes as the page's provider is made; each loads its own list of languages.
  Intl.NumberFormat.supportedLocalesOf(intlLocale(initial.locale));
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(intlLocale(initial.locale));
  await nextTask();
  // The server's page is hydrated when it was rendered in this language; else (a choice this
  // browser stored and the server has not seen yet) the router still starts from its state.
  const hydrate = serverRendered && serverLocale === initial.locale;
  applyToDocument(initial.locale);
  const app = (
    <AppTree initial={initial} queryClient={queryClient} router={router} hydrate={serverRendered} />
  );
  if (hydrate) {
    // As a transition, React hydrates the page in slices of a few milliseconds, so a tap on
    // the server's page meanwhile is not kept waiting behind the whole of it.
    startTransition(() => {
      hydrateRoot(root, app, {
        // Reported, not thrown: e2e/server-rendered.spec.ts counts these.
        onRecoverableError: (error) => console.warn('Ferry redrew the page:', error),
      });
    });
  } else {
    if (serverRendered) root.replaceChildren();
    createRoot(root).render(app);
  }
})();
