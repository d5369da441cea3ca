// Serves the built SPA with history fallback: any GET outside /api that is not a file gets
// index.html, so deep links like /transfers/0x… work after a reload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export const WALLETCONNECT_META = 'ferry-walletconnect-project-id';

/**
 * Settings the page needs before any request, written into index.html: today the public
 * WalletConnect project id, when one is configured.
 */
export function withPageSettings(html: string, settings: { walletConnectProjectId?: string }) {
  const id = settings.walletConnectProjectId;
  if (!id) return html;
  // The id is validated at start (32 hex characters): nothing in it needs escaping.
  const meta = `<meta name="${WALLETCONNECT_META}" content="${id}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html;
}

export function mountSpa(
  app: Hono,
  distDir: string,
  settings: { walletConnectProjectId?: string } = {},
) {
  const root = path.relative(process.cwd(), distDir) || '.';
  let indexHtml: Promise<string> | undefined;
  app.use(
    '/assets/*',
    serveStatic({
      root,
      // Hashed file names never change: cache them for a year.
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    // The document itself always comes from the handler below, with the page's settings in it.
    if (c.req.path === '/' || c.req.path === '/index.html') return next();
    return serveStatic({ root })(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8').then((html) =>
      withPageSettings(html, settings),
    );
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml);
  });
}
