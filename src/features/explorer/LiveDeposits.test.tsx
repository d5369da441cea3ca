// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { depositListItemFixture } from '../../contract/testing/deposits';
import { json, renderExplorer, stubApi } from './testing/render-explorer';

const older = depositListItemFixture;
const newer = { ...depositListItemFixture, id: 2, depositId: '3912999' };

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('refreshes the newest deposits while visible, marks new rows, and pauses while hidden', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
  let rows = [older];
  const calls = stubApi({
    '/api/deposits': () => json(200, rows),
    '/api/swap/tokens': () => json(200, []),
  });
  renderExplorer({});
  const table = await screen.findByRole('table', { name: 'Newest deposits, newest first' });
  expect(within(table).queryByText('New')).toBeNull();

  rows = [newer, older];
  await act(async () => vi.advanceTimersByTime(5_100));
  const fresh = await within(table).findByRole('link', { name: /^Deposit 3912999/ });
  const freshRow = fresh.closest('tr')!;
  expect(within(freshRow).getByText('New')).toBeVisible();
  const olderRow = within(table)
    .getByRole('link', { name: /^Deposit 3912470/ })
    .closest('tr')!;
  expect(within(olderRow).queryByText('New')).toBeNull();
  expect(screen.getByText('1 new deposit since you opened this page.')).toBeInTheDocument();

  act(() => setVisibility('hidden'));
  expect(await screen.findByText('Paused while this tab is hidden')).toBeVisible();
  const lists = () => calls.filter((c) => c.startsWith('/api/deposits')).length;
  const before = lists();
  await act(async () => vi.advanceTimersByTime(20_000));
  expect(lists()).toBe(before);

  act(() => setVisibility('visible'));
  expect(await screen.findByText('Live: refreshed every 5 s')).toBeVisible();
  await act(async () => vi.advanceTimersByTime(5_100));
  await vi.waitFor(() => expect(lists()).toBeGreaterThan(before));
});
