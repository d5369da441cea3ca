import './styles.css';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { z } from 'zod';
import { loadMessages } from '../i18n/catalogues';
import { initialLocale } from '../i18n/choice';
import { applyToDocument } from '../i18n/I18nProvider';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { AppTree } from './AppTree';
import { seedPrerenderedAnswers } from './prerender/assumed-answers';
import { loadDrawnData } from './prerender/drawn-data';
import { DRAWN_AT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerender/prerendered';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { setDrawnAt } from '../lib/drawn-at';
import { intlLocale } from '../lib/intl-locale';
import { nextTask } from '../lib/next-task';

// zod probes for eval support with new Function(); our CSP forbids eval, so skip the probe.
z.config({ jitless: true });

const queryClient = createQueryClient();
seedPrerenderedAnswers(queryClient);

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

/** Lets the page be used once React has taken it over (the server's copy is inert until then). */
function WhenMounted({ children }: { children: ReactNode }) {
  useEffect(() => {
    root!.removeAttribute('inert');
    root!.removeAttribute(PRERENDERED_ATTRIBUTE);
    root!.removeAttribute(DRAWN_AT_ATTRIBUTE);
  }, []);
  return children;
}

// A task at a time, so the browser can paint and answer a tap in between: the app's code has
// just been evaluated (one task); making the router reads the address and builds the route tree
// (the next); its first load, which reads the search against its schemas, Intl's data and
// React's taking over follow.
void (async () => {
  await nextTask();
  const router = createAppRouter(queryClient);
  await nextTask();
  // The route's code is loaded before the first render, so React takes over the server's page
  // as it is rather than drawing a loading state over it; a page the BFF drew with the
  // service's answers (a tracker) has them put in the cache from the document, and its times
  // written for the moment it was drawn.
  const drawnAt = Number(root.getAttribute(DRAWN_AT_ATTRIBUTE));
  if (drawnAt) setDrawnAt(drawnAt);
  const [initial] = await Promise.all([
    opening,
    router.load(),
    drawnAt ? loadDrawnData(queryClient, location.pathname) : undefined,
  ]);
  // Intl loads its data on first use (40-110 ms in a fresh tab), work that cannot be cut: in
  // tasks of their own, not inside React's first slice of the page. These are the two calls
  // react-intl makes as the page's provider is made; each loads its own list of languages.
  Intl.NumberFormat.supportedLocalesOf(intlLocale(initial.locale));
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(intlLocale(initial.locale));
  await nextTask();
  applyToDocument(initial.locale);
  const app = (
    <WhenMounted>
      <AppTree initial={initial} queryClient={queryClient} router={router} />
    </WhenMounted>
  );
  // The server's page is taken over only when it was drawn in this language.
  // As a transition, React takes the page over in slices of a few milliseconds, so a tap on
  // the drawn page meanwhile is not kept waiting behind the whole of it.
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) === initial.locale) {
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that differs from the server's (a shared link's amount, a stored wallet) is
        // drawn again by React; that is expected, not an error to report.
        onRecoverableError: (error) => console.warn('Ferry redrew the page:', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
})();
