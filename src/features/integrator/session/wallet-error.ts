// Wallet failures in words: a refused signature is the person's choice, not an error to fix.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { isServiceError } from '../../../contract/errors';

export const walletProblems = defineMessages({
  refused: {
    id: 'integrator.signIn.refused',
    defaultMessage: 'Ferry did not accept the signed message (it may have expired). Sign in again.',
  },
  declined: {
    id: 'integrator.signIn.declined',
    defaultMessage: 'You declined the signature in your wallet, so you are not signed in.',
  },
  failed: {
    id: 'integrator.signIn.walletFailed',
    defaultMessage: 'Your wallet could not sign the message. Check the wallet and try again.',
  },
});

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
 * A message about the wallet or the signed message, or undefined for a typed service error to
 * render with the error table. Ferry refuses a signed message with 401, which the table reads
 * as the service refusing Ferry's key.
 */
export function walletProblem(error: unknown): MessageDescriptor | undefined {
  if (isServiceError(error) && error.status === 401) return walletProblems.refused;
  if (!error || isServiceError(error)) return undefined;
  if (isUserRejection(error)) return walletProblems.declined;
  return walletProblems.failed;
}
