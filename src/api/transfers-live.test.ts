import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transferFixture } from '../contract/testing/v1-transfers';
import { FakeEventSource } from './testing/fake-event-source';
import { canStream, openTransferEvents, transferEventsPath } from './transfers-live';

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => vi.unstubAllGlobals());

const orderId = transferFixture.orderId;

describe('openTransferEvents', () => {
  it('parses transfer events, reports service errors, and closes on end', () => {
    const h = {
      onOpen: vi.fn(),
      onTransfer: vi.fn(),
      onServiceError: vi.fn(),
      onEnd: vi.fn(),
      onDown: vi.fn(),
    };
    expect(canStream()).toBe(true);
    openTransferEvents(orderId, h);
    const es = FakeEventSource.instances.at(-1)!;
    expect(es.url).toBe(transferEventsPath(orderId));
    es.onopen?.();
    expect(h.onOpen).toHaveBeenCalled();
    es.emit('transfer', transferFixture);
    expect(h.onTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ orderId, state: 'filled' }),
    );
    es.emit('error', { status: 503, code: 'NETWORK_ERROR', message: 'down' });
    expect(h.onServiceError).toHaveBeenCalledWith({ status: 503, code: 'NETWORK_ERROR' });
    expect(h.onDown).not.toHaveBeenCalled();
    es.emit('end', { state: 'filled' });
    expect(es.closed).toBe(true);
    expect(h.onEnd).toHaveBeenCalled();
  });

  it('tells a reconnecting stream from a dead one, and a bad record from a good one', () => {
    const h = { onTransfer: vi.fn(), onDown: vi.fn() };
    const close = openTransferEvents(orderId, h);
    const es = FakeEventSource.instances.at(-1)!;
    es.emit('error');
    expect(h.onDown).toHaveBeenLastCalledWith({ retrying: true });
    es.emit('transfer', '{"orderId": ');
    expect(h.onTransfer).not.toHaveBeenCalled();
    expect(h.onDown).toHaveBeenLastCalledWith({ retrying: false });
    es.readyState = FakeEventSource.CLOSED;
    es.emit('error');
    expect(h.onDown).toHaveBeenLastCalledWith({ retrying: false });
    close();
    expect(es.closed).toBe(true);
  });
});
