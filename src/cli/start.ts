// `npm start`: build the SPA when stale, then serve it and /api from one Node process.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from '../server/config';
import { createBffApp } from '../server/bff/app';
import { buildIfStale } from './build-if-stale';

try {
  const config = loadConfig();
  const distDir = path.resolve('dist');
  buildIfStale(distDir);
  const app = createBffApp({ distDir });
  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    console.log(`Ferry is running at http://${config.HOST}:${info.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
