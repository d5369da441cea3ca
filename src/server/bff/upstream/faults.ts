// Failures the upstream client raises itself, and whether a request may have reached the
// service: callers that must never send twice (executions) need to know.
import { ServiceError } from '../../../contract/errors';

const unsent = new WeakSet<ServiceError>();

/** Mark an error as raised before any byte of the request left (refused, breaker, gate). */
export function notSent<E extends ServiceError>(err: E): E {
  unsent.add(err);
  return err;
}

/** True when the service cannot have received the request. */
export function isNotSent(err: unknown): boolean {
  return err instanceof ServiceError && unsent.has(err);
}

/** The breaker is open: the service failed too often; no call is made. */
export function breakerOpen(retryAfterSec: number): ServiceError {
  return notSent(
    new ServiceError({
      status: 503,
      code: 'NETWORK_ERROR',
      message: 'The service is unavailable right now',
      envelope: 'network',
      retryAfterSec,
    }),
  );
}

/** The service asked us to wait (429 / 503 with Retry-After); no call before it elapses. */
export function rateGated(retryAfterSec: number): ServiceError {
  return notSent(
    new ServiceError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests to the service; try again shortly',
      envelope: 'network',
      retryAfterSec,
    }),
  );
}
