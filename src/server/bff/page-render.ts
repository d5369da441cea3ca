// Pages rendered on the server, in the BFF's own process: the server entry the build left beside
// the app (src/app/ssr/render-page.tsx, built by build/server-bundle.ts), given the request,
// the page's language, a fresh CSP nonce, and a fetch that serves the app's /api requests
// through the BFF's own routes. Through those routes, a response is exactly the one the page
// would get: checked, bookkept, and counted against the visitor's rate limit.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { PageRequest, RenderedPage } from '../../app/ssr/server-entry';
import { SERVER_BUNDLE_DIR, SERVER_ENTRY_FILE } from '../../app/ssr/server-entry';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from './security/csrf';

export type RenderPage = (page: PageRequest) => Promise<RenderedPage>;

/** The server entry the build left beside `distDir`, if it is there. */
export async function loadServerEntry(distDir: string): Promise<RenderPage | undefined> {
  const file = path.join(path.dirname(distDir), SERVER_BUNDLE_DIR, SERVER_ENTRY_FILE);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return entry.renderPage;
}

/** What the page's own request would carry that the BFF reads: who asks, in which language. */
const PASSED_ON = ['user-agent', 'accept-language', 'x-forwarded-for', 'cookie'];

/**
 * The app's fetch while its page renders: a GET of one of the BFF's own paths, served by the
 * BFF itself. Past `withinMs` it fails: the page is sent without that response, and the browser
 * asks for it itself.
 */
export function ownRoutesFetch(app: Hono, c: Context, withinMs: number): typeof fetch {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
  };
  for (const name of PASSED_ON) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, c.req.url);
    const method = init?.method?.toUpperCase() ?? 'GET';
    if (method !== 'GET' || !url.pathname.startsWith('/api/')) {
      throw new Error(`not asked while rendering: ${method} ${url.pathname}`);
    }
    const signal = AbortSignal.any([
      AbortSignal.timeout(withinMs),
      ...(init?.signal ? [init.signal] : []),
    ]);
    const response = app.fetch(new Request(url, { headers, signal }), c.env) as Promise<Response>;
    const late = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    return Promise.race([response, late]);
  };
}
