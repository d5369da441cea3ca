import { describe, expect, it } from 'vitest';
import { pageLocale, preferredLanguages } from './page-locale';

describe('the language a page is rendered in on the server', () => {
  it('reads Accept-Language most wanted first, by weight then by order', () => {
    expect(preferredLanguages('en;q=0.5, es-ES, zh-CN;q=0.9, ar;q=0.9')).toEqual([
      'es-ES',
      'zh-CN',
      'ar',
      'en',
    ]);
  });

  it('skips what is not a language tag, a wildcard and a weight of zero', () => {
    expect(preferredLanguages('*, fr;q=0, <script>, es;q=abc, ar')).toEqual(['ar']);
    expect(preferredLanguages('')).toEqual([]);
  });

  it('takes the stored choice first, then the browser languages Ferry speaks, then English', () => {
    expect(pageLocale('ar', 'es-ES,es;q=0.9')).toBe('ar');
    expect(pageLocale(undefined, 'fr-FR, es-MX;q=0.8')).toBe('es');
    expect(pageLocale(undefined, 'zh-TW')).toBe('zh-CN');
    expect(pageLocale(undefined, 'fr, de')).toBe('en');
    // A cookie naming no shipped language (a forged one, the pseudo-locale) is ignored.
    expect(pageLocale('xx', 'es')).toBe('es');
    expect(pageLocale('en-XA', undefined)).toBe('en');
  });
});
