// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import { leaveEmbeddedService, onEmbeddedService } from '../../lib/testing/embedded-service-page';
import { RefundPath } from './RefundPath';

afterEach(() => {
  cleanup();
  leaveEmbeddedService();
});

const path = <RefundPath amount="5 USDC" origin="Base" refundAddress={null} />;

it('on the real service, expects the refund within a few hours of the fill deadline', () => {
  render(path, { wrapper: inLocale('en') });
  expect(screen.getByText(formatMessage('components.refundPath.title'))).toBeVisible();
});

it('on the sandbox at clock speed 60, expects the refund within about 2 minutes, not hours', () => {
  onEmbeddedService(60);
  render(path, { wrapper: inLocale('en') });
  expect(
    screen.getByText(formatMessage('components.refundPath.titleWithin', { duration: '2 min' })),
  ).toBeVisible();
  expect(screen.queryByText(formatMessage('components.refundPath.title'))).toBeNull();
});

it('on the sandbox at real speed, expects it within about 2 hours, in Spanish too', () => {
  onEmbeddedService(1);
  render(path, { wrapper: inLocale('es') });
  expect(
    screen.getByText(formatMessage('components.refundPath.titleWithin', { duration: '2 h' }, 'es')),
  ).toBeVisible();
});
