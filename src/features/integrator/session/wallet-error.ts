// Wallet failures in words: a refused signature is the person's choice, not an error to fix.
import { isServiceError } from '../../../contract/errors';

export function isUserRejection(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; name?: unknown; cause?: unknown };
    if (o.code === 4001 || o.name === 'UserRejectedRequestError') return true;
    e = o.cause;
  }
  return false;
}

/**
 * A sentence about the wallet or the signed message, or undefined for a typed service error to
 * render with the error table. Ferry refuses a signed message with 401, which the table reads
 * as the service refusing Ferry's key.
 */
export function walletProblem(error: unknown): string | undefined {
  if (isServiceError(error) && error.status === 401) {
    return 'Ferry did not accept the signed message (it may have expired). Sign in again.';
  }
  if (!error || isServiceError(error)) return undefined;
  if (isUserRejection(error))
    return 'You declined the signature in your wallet, so you are not signed in.';
  return 'Your wallet could not sign the message. Check the wallet and try again.';
}
