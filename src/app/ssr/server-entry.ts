// What the BFF and the server entry (render-page.tsx, built into dist-server/) share: where the
// build leaves it, and what a render is asked and answers. Types and names only, so the BFF's
// code never reaches the app's through it.
import type { Locale } from '../../i18n/locales';

/** Where the build leaves the server entry, beside dist/ (build/server-bundle.ts). */
export const SERVER_BUNDLE_DIR = 'dist-server';

/** The server entry's file in that folder (src/app/ssr/render-page.tsx, built). */
export const SERVER_ENTRY_FILE = 'render-page.js';

export interface PageRequest {
  /** The browser's request for the page: its URL, and its signal (the visitor left). */
  request: Request;
  /** The page's language, chosen by the BFF from the cookie or Accept-Language. */
  locale: Locale;
  /** This response's CSP nonce, on every inline script React and the router write. */
  nonce: string;
  /** Answers the app's /api requests while it renders: the BFF's own routes. */
  fetch: typeof fetch;
}

export type RenderedPage =
  | {
      status: number;
      /** The tab's title, as RouteAnnouncer writes it once the page runs. */
      title: string;
      /** The contents of #root: the page, then the router's state and the query cache. */
      body: ReadableStream<Uint8Array>;
    }
  | { status: number; location: string };
