// A tracker keeps what it last knew when a check fails because the service (or Ferry's BFF) is
// away, and keeps checking; a refusal (404, 400) is a response, not an outage.
import { isServiceError } from '../../contract/errors';

const OUTAGE_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT', 'UPSTREAM_GATEWAY_TIMEOUT']);

export function isUnreachable(error: unknown): boolean {
  if (!isServiceError(error)) return false;
  return error.status === 0 || error.status >= 500 || OUTAGE_CODES.has(error.code);
}
