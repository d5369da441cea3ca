// Standard Webhooks signing (docs/interface-decisions.md#webhook-signing). The library does the
// HMAC; we only shape secrets and headers. A secret is shown once at creation; afterwards only its
// hash is.
import { createHash, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const SECRET_PREFIX = 'whsec_';

export interface SignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** `whsec_` + base64 of 32 random bytes. */
export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** Lowercase hex SHA-256 of the whole secret string, prefix included. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Headers for one attempt; `body` must be the exact string that is sent. */
export function signDelivery(
  secret: string,
  msgId: string,
  timestamp: Date,
  body: string,
): SignatureHeaders {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(msgId, timestamp, body),
  };
}
