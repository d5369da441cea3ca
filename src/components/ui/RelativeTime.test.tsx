// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import { RelativeTime } from './RelativeTime';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-11-21T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

it('shows relative text with the absolute moment in title and dateTime', () => {
  render(<RelativeTime value="2025-11-21T11:55:00Z" />);
  const time = screen.getByText('5 minutes ago');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', '2025-11-21T11:55:00.000Z');
  expect(time.getAttribute('title')).toContain('2025-11-21T11:55:00.000Z');
  expect(time.getAttribute('title')).toMatch(/2025/);
});

it('says "unknown time" without a title for an invalid value', () => {
  render(<RelativeTime value="garbage" />);
  const time = screen.getByText('unknown time');
  expect(time).not.toHaveAttribute('title');
  expect(time).not.toHaveAttribute('dateTime');
});

it('moves on with the clock, every refreshMs', async () => {
  render(<RelativeTime value="2025-11-21T11:55:00Z" refreshMs={60_000} />);
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(screen.getByText('6 minutes ago')).toBeVisible();
});

it('stays as first shown with refreshMs 0', async () => {
  render(<RelativeTime value="2025-11-21T11:55:00Z" refreshMs={0} />);
  await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
  expect(screen.getByText('5 minutes ago')).toBeVisible();
});

it('speaks the page language, the moment in its date format', () => {
  render(<RelativeTime value="2025-11-21T11:55:00Z" />, { wrapper: inLocale('es') });
  const time = screen.getByText('hace 5 minutos');
  expect(time.getAttribute('title')).toMatch(/^21 nov 2025, /);
});

it('says an unknown time in the page language', () => {
  render(<RelativeTime value="garbage" />, { wrapper: inLocale('ar') });
  expect(screen.getByText(formatMessage('lib.time.unknown', {}, 'ar'))).not.toHaveAttribute(
    'title',
  );
});
