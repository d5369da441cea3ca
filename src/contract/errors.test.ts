import { describe, expect, it } from 'vitest';
import {
  ServiceError,
  badResponse,
  isServiceError,
  networkError,
  normaliseError,
  timeoutError,
} from './errors';

// Fixtures in each envelope's shape, with the codes of docs/interface-decisions.md#error-codes.
const legacyTooHigh = {
  type: 'AcrossApiError',
  code: 'AMOUNT_TOO_HIGH',
  status: 400,
  message: 'Amount exceeds max. deposit limit: 1000000000',
  param: 'amount',
  id: 'req_legacy_1',
};
const legacyValidation = {
  type: 'ServiceApiError',
  code: 'INVALID_PARAM',
  status: 400,
  message: "Invalid parameter at path 'limit'. Expected type 'integer'",
  param: 'limit',
  id: 'req_legacy_2',
};
const legacyUnauthorized = { type: 'AcrossApiError', status: 401, message: 'Unauthorized' };
const depositAddressForbidden = {
  type: 'ServiceApiError',
  status: 403,
  message: 'API key lacks the deposit-address permission',
};
const v1Expired = { code: 'QUOTE_EXPIRED', message: 'Quote expired at 2026-01-01T00:15:00Z' };
const v1UnknownField = {
  code: 'INVALID_REQUEST',
  message: 'Unrecognized key: "amout"',
  field: 'amout',
  requestId: 'req_v1_1',
};
const transferNotFound = {
  error: {
    type: 'not_found_error',
    code: 'TRANSFER_NOT_FOUND',
    message: 'No transfer with this order id',
    requestId: 'req_tr_1',
  },
};
const depositNotFound = { error: 'DepositNotFoundException', message: 'Deposit not found' };
const webhookConflict = {
  error: 'ConflictError',
  message: 'A subscription with this url already exists',
};

const messageOf = (body: object): string =>
  'error' in body && typeof body.error === 'object'
    ? (body.error as { message: string }).message
    : (body as { message: string }).message;

describe('normaliseError, each envelope', () => {
  it.each([
    [
      'legacy AMOUNT_TOO_HIGH',
      400,
      legacyTooHigh,
      'legacy',
      'AMOUNT_TOO_HIGH',
      'amount',
      'req_legacy_1',
    ],
    [
      'legacy INVALID_PARAM',
      400,
      legacyValidation,
      'legacy',
      'INVALID_PARAM',
      'limit',
      'req_legacy_2',
    ],
    [
      'legacy 401 without code',
      401,
      legacyUnauthorized,
      'legacy',
      'UNAUTHORIZED',
      undefined,
      undefined,
    ],
    [
      'deposit-address 403 without code',
      403,
      depositAddressForbidden,
      'legacy',
      'FORBIDDEN',
      undefined,
      undefined,
    ],
    ['v1 QUOTE_EXPIRED', 410, v1Expired, 'v1-code', 'QUOTE_EXPIRED', undefined, undefined],
    ['v1 INVALID_REQUEST', 400, v1UnknownField, 'v1-code', 'INVALID_REQUEST', 'amout', 'req_v1_1'],
    [
      'transfer TRANSFER_NOT_FOUND',
      404,
      transferNotFound,
      'v1-transfer',
      'TRANSFER_NOT_FOUND',
      undefined,
      'req_tr_1',
    ],
    [
      'named DepositNotFoundException',
      404,
      depositNotFound,
      'named',
      'DepositNotFoundException',
      undefined,
      undefined,
    ],
    ['named ConflictError', 409, webhookConflict, 'named', 'ConflictError', undefined, undefined],
  ] as const)('%s', (_name, status, body, envelope, code, param, requestId) => {
    const err = normaliseError(status, body, envelope);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status, code, envelope });
    expect(err.param).toBe(param);
    expect(err.requestId).toBe(requestId);
    expect(err.message).toBe(messageOf(body));
  });

  it('reads the same fixtures when they arrive as raw JSON text', () => {
    expect(normaliseError(404, JSON.stringify(transferNotFound), 'v1-transfer').code).toBe(
      'TRANSFER_NOT_FOUND',
    );
  });
});

describe('normaliseError, another shape than the endpoint declares', () => {
  it.each([
    [
      'named body on a legacy endpoint',
      depositNotFound,
      'legacy',
      'DepositNotFoundException',
      'named',
    ],
    [
      'transfer body on a named endpoint',
      transferNotFound,
      'named',
      'TRANSFER_NOT_FOUND',
      'v1-transfer',
    ],
    ['legacy body on a v1 endpoint', legacyTooHigh, 'v1-code', 'AMOUNT_TOO_HIGH', 'v1-code'],
    ['v1 body on a transfer endpoint', v1Expired, 'v1-transfer', 'QUOTE_EXPIRED', 'v1-code'],
  ] as const)('%s', (_name, body, declared, code, readAs) => {
    const err = normaliseError(400, body, declared);
    expect(err.code).toBe(code);
    expect(err.envelope).toBe(readAs);
  });

  it('keeps param from a legacy body read through the v1 reader', () => {
    expect(normaliseError(400, legacyTooHigh, 'v1-code').param).toBe('amount');
  });
});

describe('normaliseError, bodies without an envelope', () => {
  const html = '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>';

  it('HTML 502 → BAD_RESPONSE, body not echoed', () => {
    const err = normaliseError(502, html, 'legacy');
    expect(err).toMatchObject({ code: 'BAD_RESPONSE', status: 502, envelope: 'legacy' });
    expect(err.message).not.toContain('nginx');
  });

  it('a huge body is not parsed or echoed', () => {
    const huge = JSON.stringify({ code: 'X', message: 'y'.repeat(200_000) });
    const err = normaliseError(500, huge, 'v1-code');
    expect(err.code).toBe('BAD_RESPONSE');
    expect(err.message.length).toBeLessThan(200);
  });

  it('a long upstream message inside an envelope is clipped', () => {
    const err = normaliseError(400, { code: 'INVALID_PARAM', message: 'z'.repeat(5000) }, 'legacy');
    expect(err.message.length).toBeLessThanOrEqual(500);
  });

  it.each([[undefined], [null], [''], [42], [[1, 2]], [{ unexpected: true }], ['{"truncated":']])(
    'never throws on %j',
    (body) => {
      expect(() => normaliseError(500, body, 'named')).not.toThrow();
      expect(normaliseError(500, body, 'named').code).toBe('BAD_RESPONSE');
    },
  );

  it('401/403/429 keep their meaning without a body', () => {
    expect(normaliseError(401, '', 'named').code).toBe('UNAUTHORIZED');
    expect(normaliseError(403, html, 'legacy').code).toBe('FORBIDDEN');
    expect(normaliseError(429, undefined, 'v1-code').code).toBe('RATE_LIMITED');
  });

  it('a bare {message} takes its code from the status', () => {
    expect(normaliseError(500, { message: 'boom' }, 'legacy').code).toBe('INTERNAL_SERVER_ERROR');
    expect(normaliseError(504, { message: 'timed out' }, 'legacy').code).toBe(
      'UPSTREAM_GATEWAY_TIMEOUT',
    );
    expect(normaliseError(418, { message: 'teapot' }, 'legacy').code).toBe('UNEXPECTED_ERROR');
  });
});

describe('normaliseError, headers', () => {
  it('reads Retry-After seconds and the request id header', () => {
    const headers = new Headers({ 'Retry-After': '7', 'X-Request-Id': 'hdr_1' });
    const err = normaliseError(
      429,
      { code: 'RATE_LIMITED', message: 'slow down' },
      'v1-code',
      headers,
    );
    expect(err).toMatchObject({ code: 'RATE_LIMITED', retryAfterSec: 7, requestId: 'hdr_1' });
  });

  it('reads an HTTP-date Retry-After and a plain header record', () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const err = normaliseError(503, { message: 'busy' }, 'legacy', { 'retry-after': at });
    expect(err.retryAfterSec).toBeGreaterThanOrEqual(28);
    expect(err.retryAfterSec).toBeLessThanOrEqual(31);
  });

  it('the body request id wins over the header', () => {
    const err = normaliseError(404, transferNotFound, 'v1-transfer', { 'x-request-id': 'hdr' });
    expect(err.requestId).toBe('req_tr_1');
  });
});

describe('synthetic errors', () => {
  it('networkError, timeoutError, badResponse', () => {
    const cause = new TypeError('fetch failed');
    expect(networkError(cause)).toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      envelope: 'network',
      cause,
    });
    expect(timeoutError(1500)).toMatchObject({ code: 'TIMEOUT', status: 0, envelope: 'network' });
    expect(timeoutError(1500).message).toContain('1500');
    expect(badResponse('field “x”')).toMatchObject({ code: 'BAD_RESPONSE', envelope: 'network' });
  });

  it('isServiceError', () => {
    expect(isServiceError(timeoutError(1))).toBe(true);
    expect(isServiceError(new Error('x'))).toBe(false);
    expect(isServiceError({ code: 'TIMEOUT' })).toBe(false);
  });

  it('toJSON carries the data, not the stack', () => {
    const json = JSON.parse(JSON.stringify(normaliseError(400, legacyTooHigh, 'legacy')));
    expect(json).toEqual({
      status: 400,
      code: 'AMOUNT_TOO_HIGH',
      message: legacyTooHigh.message,
      param: 'amount',
      requestId: 'req_legacy_1',
      envelope: 'legacy',
    });
  });
});
