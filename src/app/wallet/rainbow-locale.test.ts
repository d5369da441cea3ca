import { expect, it } from 'vitest';
import { rainbowLocale } from './rainbow-locale';

it('asks RainbowKit for the page’s language', () => {
  expect(rainbowLocale('en')).toBe('en-US');
  expect(rainbowLocale('es')).toBe('es-419');
  expect(rainbowLocale('zh-CN')).toBe('zh-CN');
  expect(rainbowLocale('ar')).toBe('ar-AR');
  expect(rainbowLocale('en-XA')).toBe('en-US');
});
