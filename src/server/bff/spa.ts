// Serves the built SPA with history fallback: any GET outside /api that is not a file gets
// index.html, so deep links like /transfers/0x… work after a reload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export function mountSpa(app: Hono, distDir: string) {
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
    return serveStatic({ root })(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml);
  });
}
