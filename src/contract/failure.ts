// Failures rendered in the envelope of the endpoint that raised them (codes from
// docs/interface-decisions.md#error-codes): the embedded service responds with them and the BFF
// refuses in them, so both speak exactly as the real service does. errors.ts reads them back on the
// client side.
import type { EnvelopeKind } from './envelopes';

/** A handler throws this; the router renders it in the endpoint's envelope. */
export class Failure extends Error {
  constructor(
    readonly status: number,
    /** Code, or the {error: Name} name; undefined where the envelope carries none (legacy 401/403). */
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
    /** A finer code for why (e.g. which rule a webhook URL broke), where the envelope takes one. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** Conditions every endpoint can meet, named per envelope. */
type Condition = 'unauthorized' | 'forbidden' | 'invalid' | 'missing' | 'internal' | 'not-found';

const names: Record<
  EnvelopeKind,
  Record<Condition, { status: number; code: string | undefined }>
> = {
  legacy: {
    unauthorized: { status: 401, code: undefined },
    forbidden: { status: 403, code: undefined },
    invalid: { status: 400, code: 'INVALID_PARAM' },
    missing: { status: 400, code: 'MISSING_PARAM' },
    internal: { status: 500, code: 'INTERNAL_SERVER_ERROR' },
    'not-found': { status: 404, code: 'INVALID_PARAM' },
  },
  'v1-code': {
    unauthorized: { status: 401, code: 'UNAUTHORIZED' },
    forbidden: { status: 403, code: 'UNAUTHORIZED' },
    invalid: { status: 400, code: 'INVALID_REQUEST' },
    missing: { status: 400, code: 'INVALID_REQUEST' },
    internal: { status: 500, code: 'INTERNAL' },
    'not-found': { status: 404, code: 'QUOTE_NOT_FOUND' },
  },
  'v1-transfer': {
    unauthorized: { status: 401, code: 'UNAUTHORIZED' },
    forbidden: { status: 403, code: 'UNAUTHORIZED' },
    invalid: { status: 400, code: 'INVALID_ORDER_ID' },
    missing: { status: 400, code: 'INVALID_ORDER_ID' },
    internal: { status: 500, code: 'INTERNAL' },
    'not-found': { status: 404, code: 'TRANSFER_NOT_FOUND' },
  },
  named: {
    unauthorized: { status: 401, code: 'UnauthorizedError' },
    forbidden: { status: 403, code: 'ForbiddenError' },
    invalid: { status: 400, code: 'ValidationError' },
    missing: { status: 400, code: 'ValidationError' },
    internal: { status: 500, code: 'UnknownError' },
    'not-found': { status: 404, code: 'NotFoundError' },
  },
};

export function failure(
  envelope: EnvelopeKind,
  condition: Condition,
  message: string,
  param?: string,
) {
  const { status, code } = names[envelope][condition];
  return new Failure(status, code, message, param);
}

const transferTypes: Record<string, string> = {
  UNAUTHORIZED: 'authentication_error',
  INVALID_ORDER_ID: 'invalid_request_error',
  TRANSFER_NOT_FOUND: 'not_found_error',
  RATE_LIMITED: 'rate_limit_error',
};

/** The JSON body of a failure in one envelope. */
export function renderFailure(envelope: EnvelopeKind, f: Failure, requestId: string): unknown {
  switch (envelope) {
    case 'legacy':
      return {
        type: 'ServiceApiError',
        ...(f.code ? { code: f.code } : {}),
        status: f.status,
        message: f.message,
        ...(f.param ? { param: f.param } : {}),
        id: requestId,
      };
    case 'v1-code':
      return {
        code: f.code ?? 'INTERNAL',
        message: f.message,
        ...(f.param ? { field: f.param } : {}),
        requestId,
      };
    case 'v1-transfer':
      return {
        error: {
          type: transferTypes[f.code ?? ''] ?? 'api_error',
          code: f.code ?? 'INTERNAL',
          message: f.message,
          requestId,
        },
      };
    case 'named':
      // The field and its reason ride beside {error, message} only when there is a reason.
      return {
        error: f.code ?? 'UnknownError',
        message: f.message,
        ...(f.reason ? { param: f.param, reason: f.reason } : {}),
      };
  }
}
