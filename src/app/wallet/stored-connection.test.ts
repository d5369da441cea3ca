import { expect, it } from 'vitest';
import { hasStoredConnection } from './stored-connection';

const storage = (value: string | null) => ({ getItem: () => value });
const stored = (current: unknown) =>
  JSON.stringify({ state: { connections: { __type: 'Map', value: [] }, current }, version: 2 });

it('finds a connection wagmi stored, and none after a disconnect or without storage', () => {
  expect(hasStoredConnection(storage(stored('a1b2')))).toBe(true);
  expect(hasStoredConnection(storage(stored(null)))).toBe(false);
  expect(hasStoredConnection(storage(null))).toBe(false);
  expect(hasStoredConnection(undefined)).toBe(false);
});

it('treats storage it cannot read or parse as nothing to restore', () => {
  expect(hasStoredConnection(storage('not json'))).toBe(false);
  expect(hasStoredConnection(storage('null'))).toBe(false);
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(hasStoredConnection(blocked)).toBe(false);
});
