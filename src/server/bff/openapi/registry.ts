// Extra paths for GET /api/openapi.json. The mirrored service paths and Ferry's own routes are
// described from their tables (contract/endpoints.ts, contract/own-routes.ts); a path outside
// both can be added here.
//
// How to register (any time before the first request for the document):
//
//   import { registerOpenApiPath } from '../openapi/registry';
//
//   registerOpenApiPath('/api/ferry/things', 'post', {
//     summary: 'Make a thing',
//     tags: ['things'],
//     requestBody: thingRequest,                 // a zod schema, or a plain JSON Schema object
//     responses: {
//       200: { description: 'The thing', schema: thingResponse },
//       429: { description: 'Too many requests' },
//     },
//     auth: 'none',                              // 'none' | 'session' | 'admin'
//   });
//
// Paths use OpenAPI templates ({id}); `params` and `query` are object schemas whose properties
// become parameters. Registering the same path and method again replaces the entry, so
// mounting twice (tests build several apps) is harmless. No BffContext is needed.
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A zod schema (converted with z.toJSONSchema) or an already-written JSON Schema. */
export type SchemaLike = z.core.$ZodType | Record<string, unknown>;

export interface OpenApiResponseSpec {
  description: string;
  schema?: SchemaLike;
  /** Defaults to application/json; use text/event-stream for SSE. */
  contentType?: string;
}

export interface OpenApiOperationSpec {
  summary: string;
  description?: string;
  tags?: string[];
  /** Object schema of the path parameters. */
  params?: SchemaLike;
  /** Object schema of the query parameters. */
  query?: SchemaLike;
  requestBody?: SchemaLike;
  responses: Record<number | string, OpenApiResponseSpec>;
  /** Who may call it: anyone, a signed-in person, or a dashboard admin. */
  auth?: 'none' | 'session' | 'admin';
}

export interface RegisteredOperation {
  path: string;
  method: HttpMethod;
  spec: OpenApiOperationSpec;
}

export class OpenApiRegistry {
  private readonly ops = new Map<string, RegisteredOperation>();
  /** Bumped on every change, so a built document knows when it is stale. */
  version = 0;

  register(path: string, method: HttpMethod, spec: OpenApiOperationSpec): void {
    if (!path.startsWith('/')) throw new Error(`OpenAPI path must start with "/": ${path}`);
    this.ops.set(`${method} ${path}`, { path, method, spec });
    this.version += 1;
  }

  list(): RegisteredOperation[] {
    return [...this.ops.values()];
  }
}

/** The registry GET /api/openapi.json reads. */
export const openApiRegistry = new OpenApiRegistry();

export function registerOpenApiPath(
  path: string,
  method: HttpMethod,
  spec: OpenApiOperationSpec,
  registry: OpenApiRegistry = openApiRegistry,
): void {
  registry.register(path, method, spec);
}
