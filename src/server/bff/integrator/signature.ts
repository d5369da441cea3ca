// Standard Webhooks verification for the receiver. The signature is computed over the body as
// received (never a re-serialised one) by standardwebhooks' public `sign`. Its `verify` is not
// used: it reads Date.now() for the ±5 min tolerance in a private method, and Ferry checks the
// tolerance against the injected clock (so fake-clock tests are exact). What `verify` adds to
// `sign` is the comparison, done here as it does it: each space-separated entry against the
// expected `v1,<base64>`, in constant time.
import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const TOLERANCE_SEC = 300;

export interface SignatureHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

export type Verdict =
  { ok: true; webhookId: string; timestampSec: number } | { ok: false; reason: string };

/** The three headers, or undefined when any is missing or empty (respond with 401 at once). */
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

/** Whether any entry of the signature header is the expected `v1,` signature. */
function anyMatches(expected: string, header: string): boolean {
  const want = Buffer.from(expected);
  return header.split(' ').some((entry) => {
    const got = Buffer.from(entry);
    return got.length === want.length && timingSafeEqual(got, want);
  });
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
  let expected: string;
  try {
    expected = new Webhook(args.secret).sign(id, new Date(Number(timestamp) * 1000), args.rawBody);
  } catch {
    return { ok: false, reason: 'unverifiable' }; // a secret the library cannot read
  }
  if (!anyMatches(expected, signature)) return { ok: false, reason: 'bad signature' };
  return { ok: true, webhookId: id, timestampSec: Number(timestamp) };
}

/** Sign like a Standard Webhooks sender (tests, the bench). */
export function signDelivery(secret: string, id: string, timestampSec: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSec),
    'webhook-signature': new Webhook(secret).sign(id, new Date(timestampSec * 1000), body),
  };
}
