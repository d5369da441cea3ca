// The backend-for-frontend: the only holder of the service key (issue 4 fills in the proxy).
import { Hono } from 'hono';
import { mountSpa } from './spa';

export interface BffOptions {
  distDir: string;
}

export function createBffApp(opts: BffOptions) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND', message: 'No such API endpoint' }, 404));
  mountSpa(app, opts.distDir);
  return app;
}
