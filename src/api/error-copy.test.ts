import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { KNOWN_CODES } from '../contract/error-codes';
import { ServiceError } from '../contract/errors';
import { catalogue, formatMessage } from '../i18n/testing/format-message';
import type { Locale } from '../i18n/locales';
import { errorCopy } from './error-copy';
import { ERROR_MESSAGES } from './error-messages';

const err = (code: string, extra: Partial<{ param: string; retryAfterSec: number }> = {}) =>
  new ServiceError({ status: 400, code, message: 'upstream text', envelope: 'legacy', ...extra });

const intl = (locale: Locale) =>
  createIntl({
    locale,
    messages: catalogue(locale),
    onError: (e) => {
      throw e;
    },
  });
const en = intl('en');
const describeError = (e: Parameters<typeof errorCopy>[1]) => errorCopy(en, e);

describe('error copy', () => {
  it('has messages for every code, in every language', () => {
    for (const locale of ['en', 'es', 'zh-CN', 'ar'] as const) {
      for (const code of KNOWN_CODES) {
        const copy = errorCopy(intl(locale), err(code));
        const messages = ERROR_MESSAGES[code];
        expect(copy, `${locale} ${code}`).toEqual({
          title: formatMessage(messages.title.id!, {}, locale),
          message: formatMessage(messages.message.id!, {}, locale),
          action: formatMessage(messages.action.id!, {}, locale),
        });
        // Chinese says "not authorised" in three characters.
        for (const text of Object.values(copy))
          expect(text.length, code).toBeGreaterThan(locale === 'zh-CN' ? 1 : 3);
      }
    }
  });

  it('never shows the upstream message', () => {
    for (const code of KNOWN_CODES) {
      expect(Object.values(describeError(err(code))).join(' ')).not.toContain('upstream text');
    }
  });

  it('unknown codes get the fallback, naming a safe code for support', () => {
    expect(describeError(err('SOMETHING_NEW'))).toEqual({
      title: formatMessage('api.error.unknown.title'),
      message: formatMessage('api.error.unknown.message'),
      action: formatMessage('api.error.unknown.action', { code: 'SOMETHING_NEW' }),
    });
    expect(describeError(err('SOMETHING_NEW')).action).toContain('SOMETHING_NEW');
    expect(describeError(err('<script>alert(1)</script>')).action).toBe(
      formatMessage('api.error.action.contactSupport'),
    );
  });

  it('does not treat Object.prototype names as codes', () => {
    expect(describeError(err('constructor')).title).toBe(formatMessage('api.error.unknown.title'));
  });

  it('weaves in the field for field errors only', () => {
    expect(describeError(err('INVALID_PARAM', { param: 'amount' })).action).toBe(
      formatMessage('api.error.field.action', { field: 'amount' }),
    );
    expect(describeError(err('ValidationError', { param: 'filter.eventTypes' })).action).toContain(
      '“filter.eventTypes”',
    );
    expect(describeError(err('AMOUNT_TOO_HIGH', { param: 'amount' })).action).toBe(
      formatMessage('api.error.AMOUNT_TOO_HIGH.action'),
    );
    expect(describeError(err('INVALID_PARAM', { param: 'a b <c>' })).action).toBe(
      formatMessage('api.error.action.checkDetails'),
    );
  });

  it('says how long to wait when rate limited, with the plural of the language', () => {
    expect(describeError(err('RATE_LIMITED', { retryAfterSec: 7 })).action).toBe(
      'Wait 7 seconds and try again.',
    );
    expect(describeError(err('RATE_LIMITED', { retryAfterSec: 1 })).action).toBe(
      'Wait 1 second and try again.',
    );
    expect(describeError(err('RATE_LIMITED', { retryAfterSec: 600 })).action).toBe(
      'Wait 10 minutes and try again.',
    );
    const ar = intl('ar');
    const two = errorCopy(ar, err('RATE_LIMITED', { retryAfterSec: 2 })).action;
    const eleven = errorCopy(ar, err('RATE_LIMITED', { retryAfterSec: 11 })).action;
    expect(two).toBe(formatMessage('api.error.RATE_LIMITED.waitSeconds', { seconds: 2 }, 'ar'));
    expect(two).not.toContain('2');
    expect(eleven).toContain('11');
    expect(errorCopy(intl('es'), err('RATE_LIMITED', { retryAfterSec: 1 })).action).toBe(
      formatMessage('api.error.RATE_LIMITED.waitSeconds', { seconds: 1 }, 'es'),
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
