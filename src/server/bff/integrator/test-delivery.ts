// One signed POST of a test event to a subscription's URL, through the same SSRF guard as every
// webhook delivery: the URL is checked, and every resolved address again at connect time (DNS
// rebinding). Redirects are not followed. The endpoint's body is never read: status and time.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, isSsrfBlocked } from '../../net/guarded-lookup';
import { checkWebhookUrl, type Resolver } from '../../net/ssrf';
import { signDelivery } from './signature';

export interface TestDeliveryResult {
  status: number | null;
  ok: boolean;
  latencyMs: number;
  /** Our own words (never the endpoint's body). */
  error: string | null;
}

export interface TestDeliveryOptions {
  allowLocal: boolean;
  resolver?: Resolver;
  timeoutMs?: number;
}

export function deliverTestEvent(
  req: { url: string; secret: string; webhookId: string; timestampSec: number; body: string },
  opts: TestDeliveryOptions,
): Promise<TestDeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = checkWebhookUrl(req.url, opts);
  if (!check.ok) {
    return Promise.resolve({
      status: null,
      ok: false,
      latencyMs: 0,
      error: `Refused: ${check.reason}`,
    });
  }
  const body = Buffer.from(req.body, 'utf8');
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': 'Ferry-Test-Event/1.0',
    ...signDelivery(req.secret, req.webhookId, req.timestampSec, req.body),
  };
  const send = check.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<TestDeliveryResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve({ ...result, latencyMs: elapsed() });
    };
    const outgoing = send(
      check.url,
      { method: 'POST', headers, agent: false, lookup: guardedLookup(opts) },
      (res) => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const redirect = status >= 300 && status < 400;
        finish({
          status,
          ok,
          error: ok
            ? null
            : redirect
              ? `HTTP ${status}: redirects are not followed`
              : `HTTP ${status}`,
        });
      },
    );
    const timer = setTimeout(
      () => finish({ status: null, ok: false, error: `No answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    outgoing.on('error', (err: Error & { code?: string }) =>
      finish({
        status: null,
        ok: false,
        error: isSsrfBlocked(err)
          ? `Refused: ${err.message}`
          : `Connection failed: ${err.code ?? err.message}`,
      }),
    );
    outgoing.end(body);
  });
}
