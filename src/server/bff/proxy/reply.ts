// What the proxy responds with, as plain data first (so an execution's response can be stored and
// replayed byte for byte), then as a Response. The BFF's own refusals use the interface's
// renderer (contract/failure.ts), so each comes in its endpoint's envelope exactly as the
// service's would.
import type { Context } from 'hono';
import type { EnvelopeKind } from '../../../contract/envelopes';
import { ServiceError } from '../../../contract/errors';
import { Failure, renderFailure } from '../../../contract/failure';
import { completeResponse } from '../security/response-headers';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** Raw bytes (upstream responses), JSON text (our own), or null (204). */
  body: Buffer | string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Proxied responses are per-user and fresh: nothing in between may store them. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}) {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, ...NO_STORE, ...headers },
    body: JSON.stringify(value),
  } satisfies Reply;
}

/** One of the BFF's refusals, in the endpoint's envelope. */
export function refusal(envelope: EnvelopeKind, f: Failure, requestId: string): Reply {
  return jsonReply(f.status, renderFailure(envelope, f, requestId), f.headers);
}

const retryAfter = (sec: number | undefined): Record<string, string> =>
  sec === undefined ? {} : { 'retry-after': String(sec) };

/**
 * A fault with no usable response from the service. Messages are our own words: upstream text
 * is never echoed (docs/reliability.md#malformed-upstream-responses).
 */
export function faultFailure(err: unknown): Failure {
  if (err instanceof ServiceError) {
    if (err.code === 'TIMEOUT') {
      return new Failure(504, 'TIMEOUT', 'The service did not answer in time');
    }
    if (err.code === 'RATE_LIMITED') {
      const message = 'Too many requests to the service; try again shortly';
      return new Failure(429, 'RATE_LIMITED', message, undefined, retryAfter(err.retryAfterSec));
    }
    if (err.code === 'NETWORK_ERROR' && err.status === 503) {
      const message = 'The service is unavailable right now; try again shortly';
      return new Failure(503, 'NETWORK_ERROR', message, undefined, retryAfter(err.retryAfterSec));
    }
    if (err.code === 'NETWORK_ERROR') {
      return new Failure(502, 'NETWORK_ERROR', 'Ferry could not reach the service');
    }
  }
  return badResponseFailure();
}

export function badResponseFailure(): Failure {
  return new Failure(502, 'BAD_RESPONSE', 'The service sent an answer Ferry could not read');
}

/** The browser's response, with the security and CORS headers in the same plain record. */
export function toResponse(c: Context, reply: Reply): Response {
  const raw = reply.status === 204 || reply.status === 304 ? null : reply.body;
  // Upstream buffers sit on a plain ArrayBuffer, never a SharedArrayBuffer.
  const body = Buffer.isBuffer(raw) ? (raw as Uint8Array<ArrayBuffer>) : raw;
  return completeResponse(c, reply.status, body, reply.headers);
}
