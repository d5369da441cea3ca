// The typed client, driven by one row per call (a service endpoint or one of Ferry's own routes).
// Given a row with its schemas (tests against the embedded service), requests are validated with
// the row's strict schemas before anything is sent and responses are parsed; given a call route
// typed by its row (the browser, calling its own BFF, which checks both), it only types them.
// Every failure comes back as one ServiceError.
import type { z } from 'zod';
import {
  fillPath,
  type CallableRow,
  type CallRoute,
  type ResponseOf,
  type RowOf,
  type TypedRoute,
} from './endpoint';
import {
  ServiceError,
  badResponse,
  networkError,
  normaliseError,
  timeoutError,
  type ErrorEnvelope,
} from './errors';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ClientConfig {
  /** Root of the legacy API, e.g. '/api' or 'http://127.0.0.1:8788/api'. */
  legacyBaseUrl: string;
  /** Host of the versioned API (paths start with /v1), e.g. '/api' or 'http://127.0.0.1:8788'. */
  v1BaseUrl: string;
  /** Origin of rows without a host (Ferry's own routes): '' (the default) is the page's own. */
  originUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Called per request, so a rotating token or session header is always current. */
  headers?: () => Record<string, string>;
  /** Per-request budget covering the headers and the whole body. */
  timeoutMs?: number | ((endpoint: CallRoute) => number);
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

export interface CallOptions<E extends CallableRow> {
  params?: InputOf<NonNullable<E['params']>>;
  query?: InputOf<NonNullable<E['query']>>;
  body?: InputOf<NonNullable<E['body']>>;
  /** The caller's cancellation; its reason is rethrown as is (not a service failure). */
  signal?: AbortSignal;
}

/** A row with its schemas (checked), or a call route typed by its row (trusted). */
export type Callable = CallableRow | TypedRoute<CallableRow>;

export interface Client {
  call<C extends Callable>(
    endpoint: C,
    options?: CallOptions<RowOf<C>>,
  ): Promise<ResponseOf<RowOf<C>>>;
}

type Part = 'params' | 'query' | 'body';

export function createClient(config: ClientConfig): Client {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const bases = { legacy: trimSlash(config.legacyBaseUrl), v1: trimSlash(config.v1BaseUrl) };
  const origin = trimSlash(config.originUrl ?? '');

  async function call<C extends Callable>(route: C, options: CallOptions<RowOf<C>> = {}) {
    const { params, query, body, signal } = options as Record<Part, unknown> & {
      signal?: AbortSignal;
    };
    const row = checkedRow(route);
    if (row) {
      validate(row, 'params', row.params, params ?? (row.params ? {} : undefined));
      validate(row, 'query', row.query, query ?? (row.query ? {} : undefined));
      validate(row, 'body', row.body, body);
    }

    const base = route.host === undefined ? origin : bases[route.host];
    const url = base + fillPath(route.path, stringValues(params)) + queryString(query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, config.headers?.());

    const ms = typeof config.timeoutMs === 'function' ? config.timeoutMs(route) : config.timeoutMs;
    const budget = ms ?? DEFAULT_TIMEOUT_MS;
    signal?.throwIfAborted();
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => controller.abort(timeoutError(budget)), budget);
    try {
      const exchange = (async () => {
        const res = await doFetch(url, {
          method: route.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
        return { res, text: await res.text() };
      })();
      const { res, text } = await raceAbort(exchange, controller.signal);
      return readResponse(route, res, text) as ResponseOf<RowOf<C>>;
    } catch (e) {
      if (e instanceof ServiceError) throw e;
      if (controller.signal.aborted) throw controller.signal.reason;
      throw networkError(e);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return { call };
}

/** The row's schemas when the caller handed them over; a bare call route has none. */
function checkedRow(route: Callable): CallableRow | undefined {
  return 'response' in route ? route : undefined;
}

function readResponse(route: Callable, res: Response, text: string): unknown {
  const envelope: ErrorEnvelope = route.envelope;
  if (res.status < 200 || res.status > 299) {
    throw normaliseError(res.status, text, envelope, res.headers);
  }
  let data: unknown = undefined;
  if (res.status !== 204 && text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw badResponse('the body is not JSON', { status: res.status, envelope });
    }
  }
  const row = checkedRow(route);
  if (!row) return data;
  const parsed = row.response.safeParse(data);
  if (!parsed.success) {
    const where = describeIssue(parsed.error.issues[0]);
    const detail = where.path ? `field “${where.path}”: ${where.message}` : where.message;
    throw badResponse(detail, { status: res.status, envelope });
  }
  return parsed.data;
}

function validate(row: CallableRow, part: Part, schema: z.ZodType | undefined, value: unknown) {
  if (schema === undefined) {
    if (value === undefined) return;
    throw invalid(row, undefined, `This request takes no ${part}`);
  }
  const result = schema.safeParse(value);
  if (result.success) return;
  const { path, message } = describeIssue(result.error.issues[0]);
  const text = path ? `Invalid ${part} field “${path}”: ${message}` : `Invalid ${part}: ${message}`;
  throw invalid(row, path || undefined, text);
}

function invalid(row: CallableRow, param: string | undefined, message: string): ServiceError {
  return new ServiceError({
    status: 400,
    code: 'INVALID_REQUEST',
    message,
    param,
    envelope: row.envelope,
  });
}

/** First issue as a dotted path; an unknown key names the key itself. */
function describeIssue(issue: z.core.$ZodIssue | undefined): { path: string; message: string } {
  if (!issue) return { path: '', message: 'the value has the wrong shape' };
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) {
    return { path: [...path, issue.keys[0]].join('.'), message: 'unknown field' };
  }
  return { path: path.join('.'), message: issue.message };
}

/** Settle as soon as `signal` aborts, even if the fetch implementation ignores the signal. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => {}); // the loser must not become an unhandled rejection
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function stringValues(params: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (params && typeof params === 'object') {
    for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = String(v);
  }
  return out;
}

/** Query string from the caller's input (what goes on the wire), skipping undefined. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, String(item));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
