// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { depositListItemFixture } from '../../contract/testing/deposits';
import { formatMessage } from '../../i18n/testing/format-message';
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
  const table = await screen.findByRole('table', { name: formatMessage('explorer.live.caption') });
  const isNew = formatMessage('explorer.row.new');
  const link = (depositId: string) =>
    new RegExp(`^${formatMessage('explorer.row.link', { depositId })} `);
  expect(within(table).queryByText(isNew)).toBeNull();

  rows = [newer, older];
  await act(async () => vi.advanceTimersByTime(5_100));
  const fresh = await within(table).findByRole('link', { name: link('3912999') });
  const freshRow = fresh.closest('tr')!;
  expect(within(freshRow).getByText(isNew)).toBeVisible();
  const olderRow = within(table)
    .getByRole('link', { name: link('3912470') })
    .closest('tr')!;
  expect(within(olderRow).queryByText(isNew)).toBeNull();
  expect(
    screen.getByText(formatMessage('explorer.live.announceNew', { count: 1 })),
  ).toBeInTheDocument();

  act(() => setVisibility('hidden'));
  expect(await screen.findByText(formatMessage('explorer.live.pausedHidden'))).toBeVisible();
  const lists = () => calls.filter((c) => c.startsWith('/api/deposits')).length;
  const before = lists();
  await act(async () => vi.advanceTimersByTime(20_000));
  expect(lists()).toBe(before);

  act(() => setVisibility('visible'));
  expect(
    await screen.findByText(formatMessage('explorer.live.refreshing', { seconds: 5 })),
  ).toBeVisible();
  await act(async () => vi.advanceTimersByTime(5_100));
  await vi.waitFor(() => expect(lists()).toBeGreaterThan(before));
});
