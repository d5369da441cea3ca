// The server entry (built for Node beside the app: build/server-bundle.ts): one page rendered
// for one request with React's streaming renderer and TanStack Router's SSR. The route loaders
// run first (a tracker with its transfer, a deposit page with its deposit, the explorer's newest
// deposits), their answers go into the page with the router's state, and the browser hydrates
// from them (main.tsx) without asking again. The BFF sends it inside the built document
// (src/server/bff/page-render.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { PassThrough, Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntlCache } from 'react-intl';
import { fetchWhileRendering } from '../../api/request-fetch';
import { loadMessages, type Messages } from '../../i18n/catalogues';
import { intlFor } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import { AppTree } from '../AppTree';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';
import type { PageRequest, RenderedPage } from './server-entry';

export type { PageRequest, RenderedPage };

// Each render's fetch, for the API client's calls made while it runs (loaders, queries).
const rendering = new AsyncLocalStorage<typeof fetch>();
fetchWhileRendering(() => rendering.getStore());

export function renderPage(page: PageRequest): Promise<RenderedPage> {
  return rendering.run(page.fetch, () => render(page));
}

async function render({ request, locale, nonce }: PageRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const messages = await loadMessages(locale);
  let title = 'Ferry';
  const handle = createRequestHandler({
    request,
    createRouter: () => createAppRouter(queryClient, { nonce }),
  });
  const response = await handle(async ({ router, responseHeaders }) => {
    title = pageTitle(router, locale, messages);
    const app = (
      <AppTree initial={{ locale, messages }} queryClient={queryClient} router={router} />
    );
    const stream = await renderWhole(app, nonce, request);
    const body = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: 'script-close',
      signal: request.signal,
    });
    const headers = responseHeaders;
    return createSsrStreamResponse(
      router,
      new Response(body, { status: getSsrStatus(router), headers }),
    );
  });
  const location = response.headers.get('location');
  if (location) return { status: response.status, location };
  return { status: response.status, title, body: response.body! };
}

/**
 * React's stream of the page, started once all of it is ready: a page whose lazily loaded parts
 * came later would need script to show them, and a phone without it (or before it) would see
 * their loading states.
 */
function renderWhole(app: ReactNode, nonce: string, request: Request) {
  return new Promise<ReadableStream<Uint8Array>>((resolve, reject) => {
    const out = new PassThrough();
    const stream = renderToPipeableStream(app, {
      nonce,
      // Every part inline, however large (React outlines large ones behind a script otherwise).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(out);
        resolve(Readable.toWeb(out) as ReadableStream<Uint8Array>);
      },
      onShellError: reject,
      onError(error) {
        if (!request.signal.aborted) console.error('rendering', request.url, 'failed:', error);
      },
    });
    request.signal.addEventListener('abort', () => stream.abort(request.signal.reason), {
      once: true,
    });
  });
}

function pageTitle(router: ReturnType<typeof createAppRouter>, locale: Locale, messages: Messages) {
  const titled = router.state.matches.filter((match) => match.staticData.title);
  const message = titled[titled.length - 1]?.staticData.title;
  if (!message) return 'Ferry';
  return `${intlFor(locale, messages, createIntlCache(), () => {}).formatMessage(message)} · Ferry`;
}
