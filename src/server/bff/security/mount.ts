// Security headers, CORS, rate limits, CSRF/origin checks, search caps and body limits, in
// front of everything else (app.ts mounts this first). Order matters: headers wrap every
// answer, refusals included; rate limits count every request, refused ones too; the checks
// that read nothing come before the body limit, which may read the body.
import type { Hono } from 'hono';
import type { BffContext } from '../context';
import { apiBodyLimit } from './body-limit';
import { cors } from './cors';
import { csrf } from './csrf';
import { securityHeaders } from './headers';
import { rateLimit } from './rate-limit';
import { searchCaps } from './search-caps';

export function mountSecurity(app: Hono, ctx: BffContext): void {
  const publicOrigin = new URL(ctx.publicUrl).origin;
  app.use('*', securityHeaders({ https: publicOrigin.startsWith('https:') }));
  app.use('/api/*', cors(publicOrigin));
  app.use('/api/*', rateLimit(ctx));
  app.use('/api/*', csrf([publicOrigin]));
  app.use('/api/*', searchCaps());
  app.use('/api/*', apiBodyLimit());
}
