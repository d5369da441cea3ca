import { describe, expect, it } from 'vitest';
import {
  BFF_CODES,
  KNOWN_CODES,
  LEGACY_CODES,
  NAMED_CODES,
  SYNTHETIC_CODES,
  VERSIONED_CODES,
  isFieldCode,
  isKnownCode,
} from './error-codes';

describe('error codes', () => {
  it('KNOWN_CODES lists each code of every group once and nothing else', () => {
    const everyCode = [
      ...LEGACY_CODES,
      ...NAMED_CODES,
      ...VERSIONED_CODES,
      ...SYNTHETIC_CODES,
      ...BFF_CODES,
    ];
    expect(new Set(KNOWN_CODES)).toEqual(new Set(everyCode));
    expect(KNOWN_CODES.length).toBe(new Set(KNOWN_CODES).size);
    expect(KNOWN_CODES).toContain('RATE_LIMITED');
  });

  it('does not treat Object.prototype names or new codes as known', () => {
    for (const code of ['toString', 'constructor', '__proto__', 'SOMETHING_NEW'])
      expect(isKnownCode(code), code).toBe(false);
    expect(isKnownCode('QUOTE_EXPIRED')).toBe(true);
  });

  it('names the codes about one field', () => {
    expect(isFieldCode('INVALID_PARAM')).toBe(true);
    expect(isFieldCode('AMOUNT_TOO_HIGH')).toBe(false);
  });
});
