// One typed error for all four upstream envelopes and for faults with no envelope at all
// (docs/interface-decisions.md#error-codes). Clients branch on `code`, never on `message`.
import { envelopeSchemas, type EnvelopeKind } from './envelopes';

export type ErrorEnvelope = EnvelopeKind | 'network';

export interface ServiceErrorInit {
  status: number;
  code: string;
  message: string;
  param?: string;
  /** A finer code for why, where the envelope carries one (webhook-url-refusals.ts). */
  reason?: string;
  requestId?: string;
  envelope: ErrorEnvelope;
  retryAfterSec?: number;
  cause?: unknown;
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  /** HTTP status; 0 when no response arrived (network fault, timeout). */
  readonly status: number;
  readonly code: string;
  readonly param?: string;
  readonly reason?: string;
  readonly requestId?: string;
  /** The envelope the body was actually read from, or 'network' for synthetic faults. */
  readonly envelope: ErrorEnvelope;
  readonly retryAfterSec?: number;

  constructor(init: ServiceErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.envelope = init.envelope;
    if (init.param !== undefined) this.param = init.param;
    if (init.reason !== undefined) this.reason = init.reason;
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.retryAfterSec !== undefined) this.retryAfterSec = init.retryAfterSec;
  }

  /** Plain data for logs and the BFF's own error responses (no stack, no cause). */
  toJSON() {
    const { status, code, message, param, reason, requestId, envelope, retryAfterSec } = this;
    return { status, code, message, param, reason, requestId, envelope, retryAfterSec };
  }
}

export function isServiceError(x: unknown): x is ServiceError {
  return x instanceof ServiceError;
}

export function networkError(cause: unknown): ServiceError {
  return new ServiceError({
    status: 0,
    code: 'NETWORK_ERROR',
    message: 'Could not reach the service',
    envelope: 'network',
    cause,
  });
}

export function timeoutError(ms: number): ServiceError {
  return new ServiceError({
    status: 0,
    code: 'TIMEOUT',
    message: `The service did not answer within ${ms} ms`,
    envelope: 'network',
  });
}

/** `detail` must be our own words (e.g. a field path), never upstream text. */
export function badResponse(
  detail: string,
  opts: { status?: number; envelope?: ErrorEnvelope } = {},
): ServiceError {
  return new ServiceError({
    status: opts.status ?? 0,
    code: 'BAD_RESPONSE',
    message: `Unexpected response from the service: ${detail}`,
    envelope: opts.envelope ?? 'network',
  });
}

/** Bodies larger than this are never parsed: an error envelope is a few hundred bytes. */
const MAX_ERROR_BODY = 64 * 1024;
/** Upstream messages are shown to developers and logged; keep them bounded. */
const MAX_MESSAGE = 500;
const MAX_FIELD = 200;

type HeadersLike = Headers | Record<string, string | undefined>;

interface Extracted {
  code?: string;
  message: string;
  param?: string;
  reason?: string;
  requestId?: string;
}

// Each reader accepts only bodies with its envelope's distinguishing field, so that the
// loose legacy shape (everything optional but message) cannot swallow the other three.
const readers: Record<EnvelopeKind, (body: unknown) => Extracted | undefined> = {
  'v1-transfer': (body) => {
    const r = envelopeSchemas['v1-transfer'].safeParse(body);
    if (!r.success) return undefined;
    const e = r.data.error;
    return { code: e.code, message: e.message, requestId: e.requestId };
  },
  named: (body) => {
    const r = envelopeSchemas.named.safeParse(body);
    if (!r.success) return undefined;
    const { error: code, message } = r.data;
    return {
      code,
      message,
      param: stringField(body, 'param'),
      reason: stringField(body, 'reason'),
    };
  },
  'v1-code': (body) => {
    const r = envelopeSchemas['v1-code'].safeParse(body);
    if (!r.success) return undefined;
    const param = r.data.field ?? stringField(body, 'param');
    const requestId = r.data.requestId ?? stringField(body, 'id'); // legacy bodies read here too
    return { code: r.data.code, message: r.data.message, param, requestId };
  },
  legacy: (body) => {
    if (isObject(body) && 'error' in body) return undefined;
    const r = envelopeSchemas.legacy.safeParse(body);
    if (!r.success) return undefined;
    return {
      code: r.data.code,
      message: r.data.message,
      param: r.data.param,
      requestId: r.data.id,
    };
  },
};

/** Order for the fallback search: most specific shape first. */
const FALLBACK_ORDER: readonly EnvelopeKind[] = ['v1-transfer', 'named', 'v1-code', 'legacy'];

/**
 * Turn a non-2xx response into a ServiceError. Tries the endpoint's own envelope first, then the
 * others (a proxy or the real service may respond in another shape). Never throws.
 */
export function normaliseError(
  status: number,
  body: unknown,
  envelope: EnvelopeKind,
  headers?: HeadersLike,
): ServiceError {
  try {
    const retryAfterSec = parseRetryAfter(header(headers, 'retry-after'));
    const headerRequestId = clip(header(headers, 'x-request-id'), MAX_FIELD);
    const parsed = toJson(body);
    const order = [envelope, ...FALLBACK_ORDER.filter((k) => k !== envelope)];
    for (const kind of order) {
      const found = parsed === undefined ? undefined : readers[kind](parsed);
      if (!found) continue;
      return new ServiceError({
        status,
        code: clip(found.code, MAX_FIELD) || codeForCodelessEnvelope(status),
        message: clip(found.message, MAX_MESSAGE) || `The service answered ${status}`,
        param: clip(found.param, MAX_FIELD),
        reason: clip(found.reason, MAX_FIELD),
        requestId: clip(found.requestId, MAX_FIELD) ?? headerRequestId,
        envelope: kind,
        retryAfterSec,
      });
    }
    // No envelope: a gateway page or garbage. Keep the status-derived meaning where there is
    // one (auth, rate limit); otherwise BAD_RESPONSE. The body is never echoed.
    const derived = codeFromStatus(status);
    if (derived) {
      return new ServiceError({
        status,
        code: derived,
        message: `The service answered ${status}`,
        requestId: headerRequestId,
        envelope,
        retryAfterSec,
      });
    }
    const err = badResponse(`status ${status} without a recognised error body`, {
      status,
      envelope,
    });
    return headerRequestId === undefined
      ? err
      : new ServiceError({ ...err.toJSON(), requestId: headerRequestId });
  } catch {
    return badResponse(`status ${status}`, { status, envelope });
  }
}

/** Statuses whose meaning holds even without a readable body. */
function codeFromStatus(status: number): string | undefined {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 429) return 'RATE_LIMITED';
  return undefined;
}

/** An envelope without a code (legacy 401, deposit-address 403, a bare {message}). */
function codeForCodelessEnvelope(status: number): string {
  const byStatus: Record<number, string> = {
    400: 'INVALID_REQUEST',
    500: 'INTERNAL_SERVER_ERROR',
    502: 'UPSTREAM_HTTP_ERROR',
    504: 'UPSTREAM_GATEWAY_TIMEOUT',
  };
  return codeFromStatus(status) ?? byStatus[status] ?? 'UNEXPECTED_ERROR';
}

function toJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.length === 0 || body.length > MAX_ERROR_BODY) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function stringField(x: unknown, key: string): string | undefined {
  if (!isObject(x)) return undefined;
  const v = x[key];
  return typeof v === 'string' ? v : undefined;
}

function clip(s: string | undefined, max: number): string | undefined {
  if (s === undefined) return undefined;
  const t = s.trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

function header(headers: HeadersLike | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** Retry-After is delta-seconds or an HTTP date (RFC 9110 10.2.3). */
function parseRetryAfter(v: string | undefined, now = Date.now()): number | undefined {
  if (v === undefined) return undefined;
  const t = v.trim();
  if (/^\d{1,9}$/.test(t)) return Number(t);
  const at = Date.parse(t);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
