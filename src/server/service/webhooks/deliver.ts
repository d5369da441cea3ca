// One delivery attempt. The signed string is the body sent, byte for byte. The URL is checked
// again here (IP literals never reach a `lookup`) and every resolved address is checked at
// connect time (DNS rebinding). Redirects are not followed: node:http never follows them, and a
// 3xx counts as a failure. The receiver's body is never read, stored or shown: status code only.
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, isSsrfBlocked } from '../../net/guarded-lookup';
import { checkWebhookUrl } from '../../net/ssrf';
import type { Resolver } from '../../net/ssrf';
import { parseRetryAfter } from './schedule';
import { signDelivery } from './signing';

export type DeliveryOutcome = 'delivered' | 'failed' | 'gone' | 'blocked';

export interface DeliveryResult {
  outcome: DeliveryOutcome;
  status?: number;
  retryAfterMs?: number;
  /** Our own words (never the receiver's body): safe to store and to show the integrator. */
  error?: string;
  durationMs: number;
}

export interface DeliveryRequest {
  url: string;
  secret: string;
  /** The webhook-id: the same on every attempt of one message. */
  messageId: string;
  payload: string;
  /** Signing time, also the reference for an HTTP-date Retry-After. */
  timestamp: Date;
}

export interface DeliverOptions {
  allowLocal: boolean;
  resolver?: Resolver;
  /** Real milliseconds (a network timeout is not simulated time). */
  timeoutMs?: number;
  userAgent?: string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const USER_AGENT = 'Ferry-Webhooks/1.0';

type Result = Omit<DeliveryResult, 'durationMs'>;

function fromResponse(res: IncomingMessage, now: number): Result {
  const status = res.statusCode ?? 0;
  if (status >= 200 && status < 300) return { outcome: 'delivered', status };
  if (status === 410) return { outcome: 'gone', status, error: 'HTTP 410: subscription disabled' };
  if (status >= 300 && status < 400) {
    return { outcome: 'failed', status, error: `HTTP ${status}: redirects are not followed` };
  }
  const retryAfterMs =
    status === 429 || status === 503 ? parseRetryAfter(res.headers['retry-after'], now) : undefined;
  return {
    outcome: 'failed',
    status,
    error: `HTTP ${status}`,
    ...(retryAfterMs !== undefined && { retryAfterMs }),
  };
}

function fromError(err: Error & { code?: string }): Result {
  if (isSsrfBlocked(err)) return { outcome: 'blocked', error: err.message };
  return { outcome: 'failed', error: `connection failed: ${err.code ?? err.message}` };
}

export function deliver(req: DeliveryRequest, opts: DeliverOptions): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = checkWebhookUrl(req.url, opts);
  if (!check.ok) {
    return Promise.resolve({
      outcome: 'blocked',
      error: `blocked: ${check.reason}`,
      durationMs: 0,
    });
  }
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const body = Buffer.from(req.payload, 'utf8');
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': opts.userAgent ?? USER_AGENT,
    ...signDelivery(req.secret, req.messageId, req.timestamp, req.payload),
  };
  const send = check.url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // No keep-alive (agent: false), so this closes the socket, also on timeout.
      outgoing.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const outgoing = send(
      check.url,
      { method: 'POST', headers, agent: false, lookup: guardedLookup(opts) },
      (res) => finish(fromResponse(res, req.timestamp.getTime())),
    );
    const timer = setTimeout(
      () => finish({ outcome: 'failed', error: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    outgoing.on('error', (err) => finish(fromError(err)));
    outgoing.end(body);
  });
}
