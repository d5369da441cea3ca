// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { depositedTransferFixture, transferFixture } from '../../contract/testing/v1-transfers';
import { FakeEventSource } from '../../api/testing/fake-event-source';
import { depositNotFound, json, renderAt, stubApi } from './testing/render-tracker';
import { TransferDetailPage } from './TransferDetailPage';
import { formatMessage } from '../../i18n/testing/format-message';

const orderId = transferFixture.orderId;
const deposited = depositedTransferFixture;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

it('follows the live stream: updates without polling, says so, and closes at the end', async () => {
  const calls = stubApi({
    [`/api/v1/transfers/${orderId}`]: () => json(200, deposited),
    '/api/deposit': depositNotFound,
  });
  renderAt(`/transfers/${orderId}`, (p) => <TransferDetailPage orderId={p.orderId!} />);
  expect(await screen.findByText('Deposited, awaiting fill')).toBeInTheDocument();

  const es = FakeEventSource.instances.at(-1)!;
  expect(es.url).toBe(`/api/v1/transfers/${orderId}/events`);
  act(() => {
    es.open();
    es.emit('transfer', deposited);
  });
  expect(screen.getByText(formatMessage('transfers.follow.live'))).toBeInTheDocument();

  const gets = () => calls.filter((c) => c.startsWith('/api/v1/transfers/')).length;
  const before = gets();
  act(() => {
    es.emit('transfer', transferFixture);
    es.emit('end', { state: 'filled' });
  });
  expect(await screen.findByText('Delivered')).toBeInTheDocument();
  expect(screen.getByTestId('status-announcer')).toHaveTextContent(/Delivered/);
  expect(screen.getByText(formatMessage('transfers.follow.settled'))).toBeInTheDocument();
  expect(es.closed).toBe(true);
  expect(gets()).toBe(before);
});

it('falls back to polling when the stream cannot be held', async () => {
  stubApi({
    [`/api/v1/transfers/${orderId}`]: () => json(200, deposited),
    '/api/deposit': depositNotFound,
  });
  renderAt(`/transfers/${orderId}`, (p) => <TransferDetailPage orderId={p.orderId!} />);
  expect(await screen.findByText('Deposited, awaiting fill')).toBeInTheDocument();
  const es = FakeEventSource.instances.at(-1)!;
  act(() => {
    es.readyState = FakeEventSource.CLOSED;
    es.emit('error');
  });
  expect(screen.getByText(formatMessage('transfers.follow.polling'))).toBeInTheDocument();
});

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

it('closes the stream while the tab is hidden and re-checks when it is visible again', async () => {
  const calls = stubApi({
    [`/api/v1/transfers/${orderId}`]: () => json(200, deposited),
    '/api/deposit': depositNotFound,
  });
  renderAt(`/transfers/${orderId}`, (p) => <TransferDetailPage orderId={p.orderId!} />);
  expect(await screen.findByText('Deposited, awaiting fill')).toBeInTheDocument();
  const first = FakeEventSource.instances.at(-1)!;
  act(() => first.open());

  act(() => setVisibility('hidden'));
  expect(first.closed).toBe(true);
  expect(screen.getByText(formatMessage('transfers.follow.paused'))).toBeInTheDocument();

  const gets = () => calls.filter((c) => c.startsWith('/api/v1/transfers/')).length;
  const before = gets();
  act(() => setVisibility('visible'));
  const second = FakeEventSource.instances.at(-1)!;
  expect(second).not.toBe(first);
  expect(second.closed).toBe(false);
  // TanStack Query re-checks on visibility (the record is always stale).
  await vi.waitFor(() => expect(gets()).toBeGreaterThan(before));
  setVisibility('visible');
});

it('with notifications on, keeps checking while the tab is hidden (that is when a notice helps)', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('Notification', { permission: 'granted' });
  localStorage.setItem('ferry.notifyTransfers', 'on');
  const calls = stubApi({
    [`/api/v1/transfers/${orderId}`]: () => json(200, deposited),
    '/api/deposit': depositNotFound,
  });
  renderAt(`/transfers/${orderId}`, (p) => <TransferDetailPage orderId={p.orderId!} />);
  expect(await screen.findByText('Deposited, awaiting fill')).toBeInTheDocument();
  act(() => setVisibility('hidden'));
  const gets = () => calls.filter((c) => c.startsWith('/api/v1/transfers/')).length;
  const before = gets();
  await act(async () => void vi.advanceTimersByTime(10_000));
  expect(gets()).toBeGreaterThan(before);
  localStorage.clear();
  vi.useRealTimers();
  setVisibility('visible');
});
