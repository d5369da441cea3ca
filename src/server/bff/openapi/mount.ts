// GET /api/openapi.json: the BFF's description, rebuilt only when the registry changed.
import type { Hono } from 'hono';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import { buildOpenApiDocument } from './document';
import { openApiRegistry, type OpenApiRegistry } from './registry';

export function mountOpenApi(
  app: Hono,
  ctx: BffContext,
  registry: OpenApiRegistry = openApiRegistry,
): void {
  let built: { version: number; text: string } | undefined;
  ownRouter(app, ctx)(ownRoutes.openApi, (c) => {
    if (built?.version !== registry.version) {
      built = { version: registry.version, text: JSON.stringify(buildOpenApiDocument(registry)) };
    }
    return c.body(built.text, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });
}
