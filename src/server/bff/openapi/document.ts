// The OpenAPI 3.1 description of the BFF: every mirrored row of the endpoint table and every row
// of Ferry's own route table (paths, methods, parameters, request bodies and responses, converted
// from the zod schemas), plus any path added to the registry. JSON Schema 2020-12 is what both
// zod 4 and OpenAPI 3.1 use.
import { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint';
import { endpointList } from '../../../contract/endpoints';
import { envelopeSchemas } from '../../../contract/envelopes';
import type { OwnResponseFormat, OwnError, OwnRoute } from '../../../contract/own-route';
import { ownRouteList } from '../../../contract/own-routes';
import { mirrorPath } from '../proxy/route';
import type { OpenApiOperationSpec, OpenApiRegistry, SchemaLike } from './registry';

type Json = Record<string, unknown>;

export function jsonSchema(s: SchemaLike): Json {
  // core.$ZodType: classic and mini schemas (the error envelopes are mini) both convert.
  if (!(s instanceof z.core.$ZodType)) return s;
  const out = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

function parameters(
  where: 'path' | 'query',
  s: SchemaLike | undefined,
  skip: string[] = [],
): Json[] {
  if (!s) return [];
  const js = jsonSchema(s);
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props)
    .filter(([name]) => !skip.includes(name))
    .map(([name, schema]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema,
    }));
}

const content = (schema: Json, type = 'application/json') => ({ [type]: { schema } });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request (the field is named)',
  401: 'Not signed in to the dashboard',
  403: 'Signed in, but not a dashboard admin',
  404: 'Not found',
  409: 'A submission with this key is still being confirmed',
  410: 'The quote has expired',
  413: 'Request body too large',
  422: 'Idempotency-Key reused with a different body',
  429: 'Rate limited (Retry-After says how long to wait)',
  502: 'The service answered unreadably (BAD_RESPONSE) or could not be reached (NETWORK_ERROR)',
  503: 'The service is unavailable; the circuit breaker is open (Retry-After)',
  504: 'The service did not answer within the budget (TIMEOUT)',
};

function rowOperation(row: Endpoint): Json {
  const envelope = content(jsonSchema(envelopeSchemas[row.envelope]));
  const errors = [400, 404, 429, 502, 503, 504];
  if (row.body) errors.push(413);
  if (row.auth === 'deposit-address') errors.push(401, 403);
  if (row.id === 'createExecution') errors.push(409, 410, 422);
  const responses: Json = {
    [row.successStatus]:
      row.successStatus === 204
        ? { description: 'Done (no body)' }
        : { description: 'Success', content: content(jsonSchema(row.response)) },
  };
  for (const s of errors.sort()) responses[s] = { description: ERROR_TEXT[s], content: envelope };
  const params = [
    ...parameters('path', row.params),
    ...parameters('query', row.query, ['integratorId']),
  ];
  if (row.id === 'createExecution') {
    params.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  return {
    operationId: row.id,
    summary: row.summary,
    tags: [row.host === 'v1' ? 'service (versioned)' : 'service (legacy)'],
    ...(params.length > 0 && { parameters: params }),
    ...(row.body && { requestBody: { required: true, content: content(jsonSchema(row.body)) } }),
    responses,
    ...(row.auth === 'deposit-address' && { security: [{ dashboardSession: [] }] }),
  };
}

const MEDIA: Record<OwnResponseFormat, string> = {
  json: 'application/json',
  'event-stream': 'text/event-stream',
  text: 'text/plain',
};

function ownRowOperation(row: OwnRoute): Json {
  const errors: Partial<Record<number, string | OwnError>> = { ...row.errors };
  if (row.access === 'admin') {
    errors[401] ??= ERROR_TEXT[401];
    errors[403] ??= ERROR_TEXT[403];
  }
  // Every browser-facing path under /api draws on the per-client budgets.
  if (row.path.startsWith('/api/') && row.access !== 'signature') errors[429] ??= ERROR_TEXT[429];
  const responses: Json = {
    [row.successStatus]:
      row.successStatus === 204
        ? { description: 'Done (no body)' }
        : {
            description: row.responseFormat === 'event-stream' ? 'Event stream' : 'Success',
            content: content(jsonSchema(row.response), MEDIA[row.responseFormat]),
          },
  };
  const envelope = content(jsonSchema(envelopeSchemas[row.envelope]));
  for (const [status, e] of Object.entries(errors)) {
    if (e === undefined) continue;
    responses[status] =
      typeof e === 'string'
        ? { description: e, content: envelope }
        : { description: e.description, content: content(jsonSchema(e.schema)) };
  }
  const params = [...parameters('path', row.params), ...parameters('query', row.query)];
  return {
    operationId: row.id,
    summary: row.summary,
    ...(row.description && { description: row.description }),
    tags: [...row.tags],
    ...(params.length > 0 && { parameters: params }),
    ...(row.body && { requestBody: { required: true, content: content(jsonSchema(row.body)) } }),
    responses,
    ...(row.access === 'admin' && { security: [{ dashboardSession: [] }] }),
  };
}

function ownOperation(spec: OpenApiOperationSpec): Json {
  const responses: Json = {};
  for (const [status, r] of Object.entries(spec.responses)) {
    responses[status] = {
      description: r.description,
      ...(r.schema && { content: content(jsonSchema(r.schema), r.contentType) }),
    };
  }
  const params = [...parameters('path', spec.params), ...parameters('query', spec.query)];
  return {
    summary: spec.summary,
    ...(spec.description && { description: spec.description }),
    tags: spec.tags ?? ['ferry'],
    ...(params.length > 0 && { parameters: params }),
    ...(spec.requestBody && {
      requestBody: { required: true, content: content(jsonSchema(spec.requestBody)) },
    }),
    responses,
    ...(spec.auth && spec.auth !== 'none' && { security: [{ dashboardSession: [] }] }),
  };
}

export function buildOpenApiDocument(registry: OpenApiRegistry): Json {
  const paths: Record<string, Json> = {};
  const add = (path: string, method: string, op: Json) => {
    paths[path] = { ...paths[path], [method]: op };
  };
  for (const row of endpointList)
    add(mirrorPath(row.path), row.method.toLowerCase(), rowOperation(row));
  for (const row of ownRouteList) add(row.path, row.method.toLowerCase(), ownRowOperation(row));
  for (const { path, method, spec } of registry.list()) add(path, method, ownOperation(spec));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ferry BFF',
      version: '1',
      description:
        'Same-origin API of the Ferry web app: an allowlisted mirror of the Cross-Chain Transfer Service (the BFF adds the key and integratorId; never send integratorId) and Ferry’s own endpoints under /api/ferry.',
    },
    paths,
    components: {
      securitySchemes: {
        dashboardSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'Dashboard sign-in session (SIWE)',
        },
      },
    },
  };
}
