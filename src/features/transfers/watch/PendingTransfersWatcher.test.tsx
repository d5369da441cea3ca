// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteFixture } from '../../../contract/testing/v1-quotes';
import { depositedTransferFixture, transferFixture } from '../../../contract/testing/v1-transfers';
import { recentFromQuote, recordRecentTransfer } from '../../../lib/recent-transfers';
import { json, renderAt, stubApi } from '../testing/render-tracker';
import { setNotificationsFlag } from './notify-flag';
import { WatchPendingTransfers } from './WatchPendingTransfers';
import { formatMessage } from '../../../i18n/testing/format-message';

const orderId = quoteFixture.quoteId;
const pending = { ...depositedTransferFixture, orderId };
const filled = { ...transferFixture, orderId };

class FakeNotification {
  static permission = 'granted';
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: { body?: string; tag?: string },
  ) {
    FakeNotification.shown.push(this);
  }
  close() {}
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

let served: unknown;
let calls: string[];
const checks = () => calls.filter((c) => c === `/api/v1/transfers/${orderId}`).length;

beforeEach(() => {
  localStorage.clear();
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
  served = pending;
  calls = stubApi({ [`/api/v1/transfers/${orderId}`]: () => json(200, served) });
  recordRecentTransfer(recentFromQuote(quoteFixture, {}, new Date(Date.now() - 60_000)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

const renderWatcher = (locale?: 'es') =>
  renderAt('/transfers', () => <WatchPendingTransfers />, undefined, locale);

describe('watching this browser’s pending transfers while notifications are on', () => {
  it('keeps checking in a hidden tab and notifies once when the transfer is delivered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setNotificationsFlag(true);
    setVisibility('hidden');
    renderWatcher();
    await waitFor(() => expect(checks()).toBe(1));
    expect(FakeNotification.shown).toHaveLength(0); // the state it found is not news

    served = filled;
    await act(async () => void vi.advanceTimersByTime(10_500));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]!.title).toBe(
      formatMessage('transfers.notify.ended', { outcome: 'delivered' }),
    );
    expect(FakeNotification.shown[0]!.options.tag).toBe(`ferry-${orderId}-filled`);

    // Over: no more checks, however long the tab stays hidden.
    const after = checks();
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(checks()).toBe(after);
  });

  it('notifies in the page’s language', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setNotificationsFlag(true);
    setVisibility('hidden');
    renderWatcher('es');
    await waitFor(() => expect(checks()).toBe(1));
    served = filled;
    await act(async () => void vi.advanceTimersByTime(10_500));
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]!.title).toBe('Transferencia entregada');
    expect(FakeNotification.shown[0]!.title).toBe(
      formatMessage('transfers.notify.ended', { outcome: 'delivered' }, 'es'),
    );
  });

  it('re-checks at once when the tab becomes visible and when the browser is back online', async () => {
    setNotificationsFlag(true);
    renderWatcher();
    await waitFor(() => expect(checks()).toBe(1));

    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(checks()).toBe(2));

    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(checks()).toBe(3));
    // Seen on a visible page: shown there, not notified.
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('checks nothing while notifications are off, and starts when they are switched on', async () => {
    renderWatcher();
    await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
    expect(checks()).toBe(0);
    act(() => setNotificationsFlag(true));
    await waitFor(() => expect(checks()).toBe(1));
  });
});
