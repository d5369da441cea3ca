// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/testing/format-message';
import { CopyButton } from './CopyButton';
import { CopyValue } from './CopyValue';
import { SupportBundleButton } from '../deposit/SupportBundleButton';

const ADDRESS = '0x9f2C4A1b7E3d8F0a6B5c2D9e1F4a7B3c8D0e5d4C';
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

// A click, and the clipboard's response (a promise) settled.
const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

it('copies the text and says so for a moment', async () => {
  render(<CopyButton text={ADDRESS} label="Copy the deposit address" />);
  await click('Copy the deposit address');
  expect(writeText).toHaveBeenCalledWith(ADDRESS);
  expect(screen.getByRole('status')).toHaveTextContent(formatMessage('components.copy.copied'));
  await wait(1_999);
  expect(screen.getByRole('status')).toHaveTextContent(formatMessage('components.copy.copied'));
  await wait(1);
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('says to copy by hand when the browser refuses', async () => {
  writeText.mockRejectedValue(new Error('NotAllowedError'));
  render(<CopyButton text={ADDRESS} label="Copy the deposit address" />);
  await click('Copy the deposit address');
  expect(screen.getByRole('status')).toHaveTextContent(formatMessage('components.copy.failed'));
});

it('shows a long value shortened, whole on hover, and copies all of it', async () => {
  render(<CopyValue value={ADDRESS} label="depositor" />);
  expect(screen.getByText('0x9f2C…5d4C')).toHaveAttribute('title', ADDRESS);
  const copyName = formatMessage('components.copyValue.copy', {
    label: 'depositor',
    value: ADDRESS,
  });
  await click(copyName);
  expect(writeText).toHaveBeenCalledWith(ADDRESS);
  expect(
    screen.getByRole('button', {
      name: formatMessage('components.copyValue.copied', { label: 'depositor' }),
    }),
  ).toBeVisible();
  await wait(2_000);
  expect(screen.getByRole('button', { name: copyName })).toBeVisible();
});

it('makes the text at the click, and leaves it to select by hand when the clipboard refuses', async () => {
  writeText.mockRejectedValue(new Error('NotAllowedError'));
  let n = 0;
  render(<SupportBundleButton build={() => `bundle ${++n}`} />);
  const details = formatMessage('components.support.details');
  expect(screen.queryByRole('textbox', { name: details })).toBeNull();
  await click(formatMessage('components.support.copy'));
  expect(screen.getByRole('status')).toHaveTextContent(
    formatMessage('components.support.copyFailed'),
  );
  await wait(2_000);
  expect(screen.getByRole('textbox', { name: details })).toHaveValue('bundle 1');
  writeText.mockResolvedValue(undefined);
  await click(formatMessage('components.support.copy'));
  expect(writeText).toHaveBeenLastCalledWith('bundle 2');
  expect(screen.getByRole('status')).toHaveTextContent(formatMessage('components.support.copied'));
  expect(screen.queryByRole('textbox', { name: details })).toBeNull();
});
