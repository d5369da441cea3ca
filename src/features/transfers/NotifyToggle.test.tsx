// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { statusInfo } from '../../components/deposit/status-map';
import { noteFor } from './notify-rule';
import { NotifyToggle } from './NotifyToggle';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';

const sent: { title: string; body?: string }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as const;
  });
  constructor(title: string, options?: NotificationOptions) {
    sent.push({ title, body: options?.body });
  }
}

let visibility: DocumentVisibilityState = 'hidden';
beforeEach(() => {
  sent.length = 0;
  FakeNotification.permission = 'default';
  localStorage.clear();
  vi.stubGlobal('Notification', FakeNotification);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const english = createIntl({ locale: 'en', messages: catalogue('en') });
const enable = () => formatMessage('transfers.notify.enable');
const ended = (outcome: string) => formatMessage('transfers.notify.ended', { outcome });

const at = (state: string) => {
  const info = statusInfo('transfer', state);
  return {
    transferKey: '0xabc',
    stateKey: state,
    note: noteFor(english, info, { origin: 'Arbitrum', destination: 'Base' }),
    settled: info.complete,
  };
};

it('asks for permission only on click, then notifies once when a hidden page sees it delivered', async () => {
  visibility = 'hidden';
  const user = userEvent.setup();
  const view = render(<NotifyToggle {...at('deposited')} />);
  expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: enable() }));
  expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  expect(screen.getByText(formatMessage('transfers.notify.on'))).toBeInTheDocument();
  view.rerender(<NotifyToggle {...at('filled')} settled={false} />);
  expect(sent).toEqual([{ title: ended('delivered'), body: expect.stringContaining('Base') }]);
});

it('tells of a refund, and says nothing while the page is in view', () => {
  FakeNotification.permission = 'granted';
  localStorage.setItem('ferry.notifyTransfers', 'on');
  visibility = 'visible';
  const view = render(<NotifyToggle {...at('deposited')} />);
  view.rerender(<NotifyToggle {...at('refund_pending')} />);
  expect(sent).toEqual([]);
  visibility = 'hidden';
  view.rerender(<NotifyToggle {...at('refunded')} settled={false} />);
  expect(sent.map((n) => n.title)).toEqual([ended('refunded')]);
});

it('never notifies for the state the page opened with, or without consent', () => {
  const view = render(<NotifyToggle {...at('filled')} settled={false} />);
  view.rerender(<NotifyToggle {...at('refunded')} settled={false} />);
  expect(sent).toEqual([]);
});

it('stays on for this page when storage refuses to keep the choice, and follows another tab', async () => {
  visibility = 'hidden';
  const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  const user = userEvent.setup();
  const view = render(<NotifyToggle {...at('deposited')} />);
  await user.click(screen.getByRole('button', { name: enable() }));
  expect(screen.getByText(formatMessage('transfers.notify.on'))).toBeInTheDocument();
  view.rerender(<NotifyToggle {...at('filled')} settled={false} />);
  expect(sent.map((n) => n.title)).toEqual([ended('delivered')]);

  // Another tab turns notifications off: the stored choice rules again, here too.
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'ferry.notifyTransfers' }));
  });
  expect(screen.getByRole('button', { name: enable() })).toBeInTheDocument();

  // Once storage takes writes again, what this page saw is stored for every tab.
  refuse.mockRestore();
  view.rerender(<NotifyToggle {...at('refunded')} settled={false} />);
  expect(localStorage.getItem('ferry:watched-states:v1')).toContain('refunded');
});

it('asks the browser for its permission once while shown, not at every redraw, and again on focus', () => {
  // Each ask is a round trip to Chromium's browser process, about 1 ms: a tracker redraws often.
  let asked = 0;
  const own = Object.getOwnPropertyDescriptor(FakeNotification, 'permission')!;
  Object.defineProperty(FakeNotification, 'permission', {
    configurable: true,
    get: () => {
      asked += 1;
      return 'default';
    },
  });
  try {
    const view = render(<NotifyToggle {...at('deposited')} />);
    const afterFirstDraw = asked;
    for (const state of ['filling', 'deposited', 'filling'])
      view.rerender(<NotifyToggle {...at(state)} />);
    expect(asked).toBe(afterFirstDraw);
    // Back from the browser's settings, say: the response may have changed.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(asked).toBeGreaterThan(afterFirstDraw);
    view.unmount();
  } finally {
    Object.defineProperty(FakeNotification, 'permission', own);
  }
});
