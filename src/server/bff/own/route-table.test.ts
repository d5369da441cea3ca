// Every route the BFF mounts is a row of a table (Ferry's own, contract/own-routes.ts, or a
// mirrored service endpoint, contract/endpoints.ts), and every own row is mounted: nothing is
// served that the OpenAPI document and the browser's client do not know, and no row describes a
// route that is not there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList } from '../../../contract/endpoints';
import { ownRouteList, ownRoutes, type OwnRouteId } from '../../../contract/own-routes';
import { manualClock } from '../../clock';
import { loadConfig } from '../../config';
import type { Database } from '../../db/open';
import { openTestDatabase } from '../../db/testing/fresh-database';
import { createLogger } from '../../logger';
import { createBffApp } from '../app';
import { buildOpenApiDocument } from '../openapi/document';
import { OpenApiRegistry } from '../openapi/registry';
import { mirrorPath } from '../proxy/route';
import { honoPath } from './route';

type Route = { method: string; path: string };

let database: Database;
const apps: { close(): Promise<void> }[] = [];
const mounted: Record<'embedded' | 'real', Route[]> = { embedded: [], real: [] };

beforeAll(async () => {
  database = await openTestDatabase();
  for (const embedded of [true, false]) {
    const bff = createBffApp({
      config: loadConfig({}),
      db: database.db,
      clock: manualClock(),
      logger: createLogger({ level: 'silent', destination: { write: () => {} } }),
      upstream: {
        legacyBaseUrl: 'http://127.0.0.1:9/api',
        v1BaseUrl: 'http://127.0.0.1:9',
        apiKey: 'sk_test',
        integratorId: '0xf00d',
      },
      keys: { session: Buffer.alloc(32, 1), vault: Buffer.alloc(32, 2) },
      embedded,
    });
    apps.push(bff);
    // Middleware and the 404 fallbacks are registered for every method ('ALL'); a route's
    // middleware is listed once per handler, so routes are counted once per method and path.
    const seen = new Map<string, Route>();
    for (const r of bff.app.routes) {
      if (r.method !== 'ALL') seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
    }
    mounted[embedded ? 'embedded' : 'real'] = [...seen.values()];
  }
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await database.close();
});

const key = (method: string, path: string) => `${method} ${path}`;
const ownKeys = new Set(ownRouteList.map((r) => key(r.method, honoPath(r.path))));
const mirroredKeys = new Set(endpointList.map((r) => key(r.method, honoPath(mirrorPath(r.path)))));

/** Whether a mounted route serves a row's path ("/a/:id" serves "/a/{id}" and "/a/stream"). */
function serves(route: Route, method: string, path: string): boolean {
  if (route.method !== method) return false;
  const pattern = route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path.replace(/\{\w+\}/g, 'x'));
}

describe("Ferry's own route table", () => {
  it('keys rows by their own id, one row per method and path', () => {
    for (const [id, row] of Object.entries(ownRoutes)) expect(row.id).toBe(id);
    expect(ownKeys.size).toBe(ownRouteList.length);
    const upstreamIds = new Set(endpointList.map((e) => e.id));
    for (const row of ownRouteList) expect(upstreamIds.has(row.id), row.id).toBe(false);
  });

  it('every mounted route is a row of one table or the other', () => {
    const strays = mounted.embedded
      .map((r) => key(r.method, r.path))
      .filter((k) => !ownKeys.has(k) && !mirroredKeys.has(k));
    expect(strays).toEqual([]);
  });

  it('every own row is mounted in front of the embedded service', () => {
    const missing = ownRouteList
      .filter((row) => !mounted.embedded.some((r) => serves(r, row.method, row.path)))
      .map((row) => row.id);
    expect(missing).toEqual([]);
  });

  it('in front of a real service, exactly the rows not marked embedded-only', () => {
    const served = (id: OwnRouteId) =>
      mounted.real.some((r) => serves(r, ownRoutes[id].method, ownRoutes[id].path));
    for (const row of ownRouteList) {
      expect(served(row.id as OwnRouteId), row.id).toBe(row.embeddedOnly !== true);
    }
  });

  it('the OpenAPI document describes every row, by operationId, admin rows behind the session', () => {
    const doc = buildOpenApiDocument(new OpenApiRegistry()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    };
    for (const row of ownRouteList) {
      const op = doc.paths[row.path]?.[row.method.toLowerCase()];
      expect(op?.operationId, row.id).toBe(row.id);
      expect(op?.security !== undefined, row.id).toBe(row.access === 'admin');
    }
  });
});
