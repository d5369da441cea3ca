// GET /api/openapi.json: the BFF's description, rebuilt only when the registry changed.
import type { Hono } from 'hono';
import { buildOpenApiDocument } from './document';
import { openApiRegistry, type OpenApiRegistry } from './registry';

export const OPENAPI_PATH = '/api/openapi.json';

export function mountOpenApi(app: Hono, registry: OpenApiRegistry = openApiRegistry): void {
  let built: { version: number; text: string } | undefined;
  app.get(OPENAPI_PATH, (c) => {
    if (built?.version !== registry.version) {
      built = { version: registry.version, text: JSON.stringify(buildOpenApiDocument(registry)) };
    }
    return c.body(built.text, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });
}
