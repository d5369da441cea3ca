// The build's server-side render of a page (src/cli/prerender-pages.ts): a route as a first
// visit sees it before any answer arrives, in one language. Sent as the document, it is drawn
// before any script runs; main.tsx then hydrates it.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createIntlCache } from 'react-intl';
import { loadMessages } from '../../i18n/catalogues';
import { intlFor } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import { AppTree } from '../AppTree';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';
import { setDrawnAt } from '../../lib/drawn-at';
import { seedAnswers } from './assumed-answers';
import { loadDrawnData } from './drawn-data';
import type { PrerenderAssumption } from './prerendered';
import type { DrawnPage } from './render-messages';

/** React's mark on a Suspense boundary the server left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';

export async function renderPage(
  path: string,
  locale: Locale,
  assumes?: PrerenderAssumption,
  /** Drawn as asked for, with the answers fetch gives (the BFF's render worker). */
  withAnswers = false,
): Promise<DrawnPage> {
  const queryClient = createQueryClient();
  // A variant: drawn with the answers its visitor is known to get (signed out: the sign-in panel).
  if (assumes) seedAnswers(queryClient, assumes);
  const withData = withAnswers && (await loadDrawnData(queryClient, path));
  // Its relative times are written for this moment, which the browser is told (drawn-at.ts).
  const drawnAt = withData ? Date.now() : undefined;
  const router = createAppRouter(
    queryClient,
    createMemoryHistory({ initialEntries: [path] }),
    'http://localhost',
  );
  await router.load();
  const messages = await loadMessages(locale);
  const app = <AppTree initial={{ locale, messages }} queryClient={queryClient} router={router} />;
  // A part whose code is loaded lazily (React.lazy) is written as its loading state, marked for
  // the browser to draw itself (<!--$!-->): render again once that code has loaded, so the page
  // is whole. (react-dom/static would wait, but writes inline scripts our CSP refuses.)
  let html: string;
  setDrawnAt(drawnAt);
  try {
    html = renderToString(app);
    // Waits of 20 ms, doubling: the built code loads in one; a dev server compiles it first.
    for (let wait = 20; html.includes(CLIENT_RENDERED) && wait <= 5_120; wait *= 2) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      html = renderToString(app);
    }
  } finally {
    setDrawnAt(undefined);
  }
  if (html.includes(CLIENT_RENDERED))
    throw new Error(`${path} still has a part drawn in the browser`);
  queryClient.clear();
  // The tab's title as RouteAnnouncer writes it once the page runs.
  const titled = router.state.matches.filter((match) => match.staticData.title);
  const message = titled[titled.length - 1]?.staticData.title;
  const intl = intlFor(locale, messages, createIntlCache(), () => {});
  return {
    html,
    title: message ? `${intl.formatMessage(message)} · Ferry` : 'Ferry',
    ...(drawnAt === undefined ? {} : { drawnAt }),
  };
}
