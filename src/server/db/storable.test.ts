import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storableJson, storableText } from './storable';

describe('storable text for PostgreSQL', () => {
  it('replaces NUL and lone surrogates, and keeps every well-formed character', () => {
    expect(storableText('a\u0000b')).toBe('a\ufffdb');
    expect(storableText('\ud800x\udc00')).toBe('\ufffdx\ufffd');
    expect(storableText('pair 😀 kept')).toBe('pair 😀 kept');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const clean = s.replaceAll('\u0000', '');
        expect(storableText(clean)).toBe(clean);
      }),
      { seed: 14, numRuns: 2_000 },
    );
  });

  it('leaves no NUL or lone surrogate in any string or key of a JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (v) => {
        const text = JSON.stringify(storableJson(v));
        // JSON.stringify writes a lone surrogate (and only a lone one) as an escape.
        expect(text).not.toMatch(/\\u0000|\\ud[89a-f]/i);
        // encodeURIComponent throws on a lone surrogate, so this says the text is well formed.
        expect(() => encodeURIComponent(text)).not.toThrow();
      }),
      { seed: 14, numRuns: 2_000 },
    );
  });
});
