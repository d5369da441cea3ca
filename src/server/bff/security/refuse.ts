// Refusals the BFF sends itself (CSRF, rate limit, body limit, sign-in), in the envelope the
// browser expects for the path: a mirrored row's own envelope, or {error, message} on the BFF's
// own paths. Codes are chosen so the client's error table has copy for them (RATE_LIMITED,
// FORBIDDEN), and legacy 401/403 carry no code, as the service's own do.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { EnvelopeKind } from '../../../contract/envelopes';
import { Failure, renderFailure } from '../../../contract/failure';
import { CLOSE_CONNECTION, gatherResponseHeaders } from './response-headers';
import { mirroredRow } from './routes';

export type Refusal =
  'unauthorized' | 'forbidden' | 'rate-limited' | 'too-large' | 'invalid' | 'internal';

type Codes = Record<EnvelopeKind, string | undefined>;
const uniform = (code: string): Codes => ({
  legacy: code,
  'v1-code': code,
  'v1-transfer': code,
  named: code,
});

const refusals: Record<Refusal, { status: number; codes: Codes; own: string }> = {
  unauthorized: {
    status: 401,
    codes: {
      legacy: undefined,
      'v1-code': 'UNAUTHORIZED',
      'v1-transfer': 'UNAUTHORIZED',
      named: 'UnauthorizedError',
    },
    own: 'UnauthorizedError',
  },
  forbidden: {
    status: 403,
    codes: {
      legacy: undefined,
      'v1-code': 'FORBIDDEN',
      'v1-transfer': 'FORBIDDEN',
      named: 'ForbiddenError',
    },
    own: 'ForbiddenError',
  },
  'rate-limited': { status: 429, codes: uniform('RATE_LIMITED'), own: 'RATE_LIMITED' },
  'too-large': { status: 413, codes: uniform('PAYLOAD_TOO_LARGE'), own: 'PayloadTooLargeError' },
  internal: {
    status: 500,
    codes: {
      legacy: 'INTERNAL_SERVER_ERROR',
      'v1-code': 'INTERNAL',
      'v1-transfer': 'INTERNAL',
      named: 'UnknownError',
    },
    own: 'InternalError',
  },
  invalid: {
    status: 400,
    codes: {
      legacy: 'INVALID_PARAM',
      'v1-code': 'INVALID_REQUEST',
      'v1-transfer': 'INVALID_ORDER_ID',
      named: 'ValidationError',
    },
    own: 'ValidationError',
  },
};

/** The envelope of a mirrored path; undefined for the BFF's own (and unknown) paths. */
export function envelopeOf(method: string, path: string): EnvelopeKind | undefined {
  const row =
    mirroredRow(method, path) ??
    // A method the row does not have still responds in that path's envelope.
    ['GET', 'POST', 'DELETE'].map((m) => mirroredRow(m, path)).find(Boolean);
  return row?.endpoint.envelope;
}

export interface RefuseOptions {
  param?: string;
  headers?: Record<string, string>;
  /** Given to the client (and logged) so a support request can find this response's log line. */
  requestId?: string;
}

/** Respond with `kind` for the current request, in the path's envelope. */
export function refuse(c: Context, kind: Refusal, message: string, opts: RefuseOptions = {}) {
  const { status, codes, own } = refusals[kind];
  const envelope = envelopeOf(c.req.method, c.req.path);
  const body =
    envelope === undefined
      ? { error: own, message, ...(opts.requestId && { requestId: opts.requestId }) }
      : renderFailure(
          envelope,
          new Failure(status, codes[envelope], message, opts.param),
          opts.requestId ?? randomUUID(),
        );
  if (kind === 'too-large') gatherResponseHeaders(c, CLOSE_CONNECTION);
  for (const [k, v] of Object.entries(opts.headers ?? {})) c.header(k, v);
  c.header('Cache-Control', 'no-store');
  return c.json(body as object, status as 400);
}
