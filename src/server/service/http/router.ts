// The embedded service's HTTP surface, built from the endpoint table: every row becomes a
// route with its auth rule, strict request validation and the row's error envelope, and
// every response is checked against the row's response schema before it leaves.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { type Context } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint';
import { endpoints, type EndpointId, type Endpoints } from '../../../contract/endpoints';
import type { ServiceKey } from '../../config';
import type { Logger } from '../../logger';
import { findCaller, hasDepositAddressPermission, type Caller } from './auth';
import { Failure, failure, renderFailure } from '../../../contract/failure';
import { validationFailure } from '../../../contract/validation-failure';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface CallContext<E extends Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
  /** Undefined only on endpoints without auth. */
  caller: Caller;
  requestId: string;
}

/** A handler returns the wire form (schema input) of its row's response. */
export type Handlers = {
  [K in EndpointId]: (ctx: CallContext<Endpoints[K]>) => Promise<z.input<Endpoints[K]['response']>>;
};

export interface RouterDeps {
  keys: readonly ServiceKey[];
  handlers: Handlers;
  logger: Logger;
  /** Count of requests per endpoint id, for tests that assert "0 upstream calls". */
  onRequest?: (id: EndpointId | 'unknown') => void;
}

const LEGACY_PREFIX = '/api';
const toHonoPath = (e: Endpoint) =>
  (e.host === 'legacy' ? LEGACY_PREFIX : '') + e.path.replace(/\{(\w+)\}/g, ':$1');

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

export function mountEndpoints(app: Hono, deps: RouterDeps) {
  for (const [id, e] of Object.entries(endpoints) as [EndpointId, Endpoint][]) {
    app.on(e.method, toHonoPath(e), async (c) => {
      const requestId = randomUUID();
      deps.onRequest?.(id);
      try {
        const caller = authorize(e, deps.keys, c.req.header('authorization'));
        const input = await parseRequest(id, e, c);
        const handler = deps.handlers[id] as (ctx: CallContext<Endpoint>) => Promise<unknown>;
        const result = await handler({ ...input, caller: caller as Caller, requestId });
        if (e.successStatus === 204) return c.body(null, 204);
        const checked = e.response.safeParse(result);
        if (!checked.success) {
          // Our own response broke the contract: a bug, reported as one, never sent half-right.
          deps.logger.error(
            { endpoint: id, issues: checked.error.issues.slice(0, 3) },
            'response failed its schema',
          );
          throw failure(e.envelope, 'internal', 'The service produced an invalid response');
        }
        // Legacy objects carry a request id (docs/interface-decisions.md#request-ids), except
        // /limits.
        const body =
          e.host === 'legacy' &&
          id !== 'getLimits' &&
          result &&
          typeof result === 'object' &&
          !Array.isArray(result)
            ? { ...result, id: (result as { id?: string }).id ?? requestId }
            : result;
        return c.json(body as object, e.successStatus);
      } catch (err) {
        const f =
          err instanceof Failure
            ? err
            : failure(e.envelope, 'internal', 'The service failed to answer this request');
        if (!(err instanceof Failure)) deps.logger.error({ endpoint: id, err }, 'handler failed');
        for (const [k, v] of Object.entries(f.headers)) c.header(k, v);
        return c.json(renderFailure(e.envelope, f, requestId) as object, f.status as 400);
      }
    });
  }
}

function authorize(
  e: Endpoint,
  keys: readonly ServiceKey[],
  header: string | undefined,
): Caller | undefined {
  if (e.auth === 'none') return undefined;
  const caller = findCaller(keys, header);
  if (!caller) {
    const message =
      e.envelope === 'named'
        ? 'A valid Bearer key header is required (Authorization: Bearer <key>)'
        : 'Unauthorized: a valid API key is required';
    throw failure(e.envelope, 'unauthorized', message);
  }
  if (e.auth === 'deposit-address' && !hasDepositAddressPermission(caller)) {
    throw failure(e.envelope, 'forbidden', "This key lacks the 'deposit-address' permission");
  }
  return caller;
}

function listQuery(all: Record<string, string[]>): Record<string, string | string[]> {
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [key, values] of Object.entries(all)) {
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

async function parseRequest(id: EndpointId, e: Endpoint, c: Context) {
  const fail = (error: z.ZodError) => validationFailure(id, e.envelope, error);
  const params = e.params ? e.params.safeParse(c.req.param()) : undefined;
  if (params && !params.success) throw fail(params.error);

  // Legacy query strings are read as the real service reads them: a repeated key is a list
  // (includeSources=a&includeSources=b), which the row's schema accepts only where it means one.
  const rawQuery = e.host === 'legacy' ? listQuery(c.req.queries()) : c.req.query();
  if (e.host === 'legacy') {
    // Legacy calls name their integrator (docs/interface-decisions.md#hosts-and-keys).
    if (rawQuery.integratorId === undefined) {
      throw failure(
        e.envelope,
        'missing',
        "Missing required parameter 'integratorId'",
        'integratorId',
      );
    }
    if (e.method === 'GET' && (c.req.header('content-length') ?? '0') !== '0') {
      throw new Failure(400, 'INVALID_METHOD', 'GET requests must not carry a body');
    }
  }
  const query = e.query ? e.query.safeParse(rawQuery) : undefined;
  if (query && !query.success) throw fail(query.error);

  let body: z.ZodSafeParseResult<unknown> | undefined;
  if (e.body) {
    let json: unknown;
    try {
      json = await readJson(c);
    } catch {
      throw failure(e.envelope, 'invalid', 'The request body is not valid JSON', 'body');
    }
    body = e.body.safeParse(json);
    if (!body.success) throw fail(body.error);
  }
  return { params: params?.data, query: query?.data, body: body?.data };
}
