// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { inLocale, say } from '../../i18n/testing/say';
import { EMBEDDED_SERVICE_META, replaceEmbeddedService } from '../../lib/embedded-service';
import { RefundPath } from './RefundPath';

/** The page as the BFF sends it on the embedded service at `clockSpeed`. */
function onEmbeddedService(clockSpeed: number) {
  const meta = document.createElement('meta');
  meta.name = EMBEDDED_SERVICE_META;
  meta.content = JSON.stringify({ clockSpeed });
  document.head.append(meta);
  replaceEmbeddedService(null);
}

afterEach(() => {
  cleanup();
  document.head.querySelector(`meta[name="${EMBEDDED_SERVICE_META}"]`)?.remove();
  replaceEmbeddedService(null);
});

const path = <RefundPath amount="5 USDC" origin="Base" refundAddress={null} />;

it('on the real service, expects the refund within a few hours of the fill deadline', () => {
  render(path, { wrapper: inLocale('en') });
  expect(screen.getByText(say('components.refundPath.title'))).toBeVisible();
});

it('on the sandbox at clock speed 60, expects the refund within about 2 minutes, not hours', () => {
  onEmbeddedService(60);
  render(path, { wrapper: inLocale('en') });
  expect(
    screen.getByText(say('components.refundPath.titleWithin', { duration: '2 min' })),
  ).toBeVisible();
  expect(screen.queryByText(say('components.refundPath.title'))).toBeNull();
});

it('on the sandbox at real speed, expects it within about 2 hours, in Spanish too', () => {
  onEmbeddedService(1);
  render(path, { wrapper: inLocale('es') });
  expect(
    screen.getByText(say('components.refundPath.titleWithin', { duration: '2 h' }, 'es')),
  ).toBeVisible();
});
