// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { namesConnection, storedConnection } from './stored-connection';

const stored = (current: unknown) =>
  JSON.stringify({ state: { connections: { __type: 'Map', value: [] }, current }, version: 2 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

it('finds a connection wagmi stored, and none after a disconnect', () => {
  expect(namesConnection(stored('a1b2'))).toBe(true);
  expect(namesConnection(stored(null))).toBe(false);
  expect(namesConnection(stored(''))).toBe(false);
  expect(namesConnection('null')).toBe(false);
});

it('reads wagmi’s key, and treats storage it cannot read or parse as nothing to restore', () => {
  expect(storedConnection.read()).toBe(false);
  localStorage.setItem('wagmi.store', stored('a1b2'));
  expect(storedConnection.read()).toBe(true);
  localStorage.setItem('wagmi.store', 'not json');
  expect(storedConnection.read()).toBe(false);
  localStorage.setItem('wagmi.store', stored('a1b2'));
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
  expect(storedConnection.read()).toBe(false);
});
