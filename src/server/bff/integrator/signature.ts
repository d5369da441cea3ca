// Standard Webhooks verification for the receiver. The signature is checked over the raw
// bytes as received (never a re-serialised body), by standardwebhooks' own `verify`. That
// library reads Date.now() for the ±5 min tolerance; Ferry checks the tolerance itself against
// the injected clock (so fake-clock tests are exact) and gives its Webhook instance a
// timestamp reader without a second clock, leaving the signature comparison to the library
// (several space-separated signatures, only `v1,` entries, constant-time compare).
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

export const TOLERANCE_SEC = 300;

export interface SignatureHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

export type Verdict =
  { ok: true; webhookId: string; timestampSec: number } | { ok: false; reason: string };

/** The three headers, or undefined when any is missing or empty (answer 401 at once). */
export function readSignatureHeaders(
  get: (name: string) => string | undefined | null,
): SignatureHeaders | undefined {
  const id = get('webhook-id');
  const timestamp = get('webhook-timestamp');
  const signature = get('webhook-signature');
  if (!id || !timestamp || !signature) return undefined;
  return { id, timestamp, signature };
}

const ID = /^[\x21-\x7e]{1,256}$/;
/** Canonical unix seconds: no sign, no leading zero, no fraction. */
const SECONDS = /^(0|[1-9]\d{0,11})$/;

/** Whether `timestamp` (unix seconds) is within ±300 s of `nowMs`. */
export function timestampFresh(timestamp: string, nowMs: number): boolean {
  if (!SECONDS.test(timestamp)) return false;
  const skew = Math.floor(nowMs / 1000) - Number(timestamp);
  return Math.abs(skew) <= TOLERANCE_SEC;
}

/** A Webhook whose own timestamp check defers to ours (already done with the injected clock). */
function webhookFor(secret: string): Webhook {
  const wh = new Webhook(secret);
  Object.defineProperty(wh, 'verifyTimestamp', {
    value: (header: string) => new Date(Number(header) * 1000),
  });
  return wh;
}

export function verifyDelivery(args: {
  secret: string;
  rawBody: Buffer;
  headers: SignatureHeaders;
  nowMs: number;
}): Verdict {
  const { id, timestamp, signature } = args.headers;
  if (!ID.test(id)) return { ok: false, reason: 'bad webhook-id' };
  if (!timestampFresh(timestamp, args.nowMs)) return { ok: false, reason: 'stale timestamp' };
  try {
    webhookFor(args.secret).verify(
      args.rawBody,
      { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
      { jsonParse: false },
    );
    return { ok: true, webhookId: id, timestampSec: Number(timestamp) };
  } catch (err) {
    if (err instanceof WebhookVerificationError) return { ok: false, reason: 'bad signature' };
    return { ok: false, reason: 'unverifiable' };
  }
}

/** Sign like a Standard Webhooks sender (tests, the bench). */
export function signDelivery(secret: string, id: string, timestampSec: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSec),
    'webhook-signature': new Webhook(secret).sign(id, new Date(timestampSec * 1000), body),
  };
}
