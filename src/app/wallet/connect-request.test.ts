import { expect, it, vi } from 'vitest';
import { requestWalletConnect, subscribeConnectRequests } from './connect-request';

it('tells every subscriber once per request, and stops after unsubscribing', () => {
  const listener = vi.fn();
  const stop = subscribeConnectRequests(listener);
  requestWalletConnect();
  requestWalletConnect();
  expect(listener).toHaveBeenCalledTimes(2);
  stop();
  requestWalletConnect();
  expect(listener).toHaveBeenCalledTimes(2);
});
