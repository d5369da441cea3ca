import { describe, expect, it } from 'vitest';
import { directionOf, matchLocale } from './locales';

describe('the language a browser gets', () => {
  it('is the first of its languages Ferry speaks, by exact tag or by language', () => {
    expect(matchLocale(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(matchLocale(['ar-EG'])).toBe('ar');
    expect(matchLocale(['zh'])).toBe('zh-CN');
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh-CN');
    expect(matchLocale(['ZH-cn'])).toBe('zh-CN');
  });

  it('is English when Ferry speaks none of them', () => {
    expect(matchLocale(['fr', 'de-AT'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'es', 'zh-CN', 'en-XA'].map((l) => directionOf(l as 'en'))).toEqual([
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});
