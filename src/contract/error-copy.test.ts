import { describe, expect, it } from 'vitest';
import {
  BFF_CODES,
  ERROR_COPY,
  KNOWN_CODES,
  LEGACY_CODES,
  NAMED_CODES,
  SYNTHETIC_CODES,
  VERSIONED_CODES,
  describeError,
  isKnownCode,
} from './error-copy';
import { ServiceError } from './errors';

const err = (code: string, extra: Partial<{ param: string; retryAfterSec: number }> = {}) =>
  new ServiceError({ status: 400, code, message: 'upstream text', envelope: 'legacy', ...extra });

describe('error copy table', () => {
  const everyCode = [
    ...LEGACY_CODES,
    ...NAMED_CODES,
    ...VERSIONED_CODES,
    ...SYNTHETIC_CODES,
    ...BFF_CODES,
  ];

  it('has copy for every code of every group (incl. RATE_LIMITED)', () => {
    expect(everyCode).toContain('RATE_LIMITED');
    for (const code of everyCode) {
      const copy = describeError(err(code));
      expect(copy, code).toEqual(ERROR_COPY[code]);
      for (const text of [copy.title, copy.message, copy.action])
        expect(text.length, code).toBeGreaterThan(3);
    }
  });

  it('KNOWN_CODES lists each code once and nothing else', () => {
    expect(new Set(KNOWN_CODES)).toEqual(new Set(everyCode));
    expect(KNOWN_CODES.length).toBe(new Set(KNOWN_CODES).size);
  });

  it('never shows the upstream message', () => {
    for (const code of KNOWN_CODES) {
      expect(Object.values(describeError(err(code))).join(' ')).not.toContain('upstream text');
    }
  });

  it('unknown codes get the fallback, naming a safe code for support', () => {
    expect(isKnownCode('SOMETHING_NEW')).toBe(false);
    expect(describeError(err('SOMETHING_NEW'))).toEqual({
      title: 'Something went wrong',
      message: "The request couldn't be completed.",
      action: 'Try again. If it keeps happening, contact support and mention “SOMETHING_NEW”.',
    });
    expect(describeError(err('<script>alert(1)</script>')).action).toBe(
      'Try again. If it keeps happening, contact support.',
    );
  });

  it('does not treat Object.prototype names as codes', () => {
    expect(isKnownCode('toString')).toBe(false);
    expect(describeError(err('constructor')).title).toBe('Something went wrong');
  });

  it('weaves in the field for field errors only', () => {
    expect(describeError(err('INVALID_PARAM', { param: 'amount' })).action).toBe(
      'Check the field “amount” and try again.',
    );
    expect(describeError(err('ValidationError', { param: 'filter.eventTypes' })).action).toContain(
      '“filter.eventTypes”',
    );
    expect(describeError(err('AMOUNT_TOO_HIGH', { param: 'amount' })).action).toBe(
      ERROR_COPY.AMOUNT_TOO_HIGH.action,
    );
    expect(describeError(err('INVALID_PARAM', { param: 'a b <c>' })).action).toBe(
      ERROR_COPY.INVALID_PARAM.action,
    );
  });

  it('says how long to wait when rate limited', () => {
    expect(describeError(err('RATE_LIMITED', { retryAfterSec: 7 })).action).toBe(
      'Wait 7 seconds and try again.',
    );
    expect(describeError(err('RATE_LIMITED', { retryAfterSec: 600 })).action).toBe(
      'Wait 10 minutes and try again.',
    );
  });

  it('service-side faults do not blame the person', () => {
    for (const code of [
      'INTERNAL',
      'UNEXPECTED_ERROR',
      'BAD_RESPONSE',
      'TIMEOUT',
      'UPSTREAM_HTTP_ERROR',
    ]) {
      expect(describeError(err(code)).message).toMatch(/wasn't caused by anything you did/);
    }
  });
});
