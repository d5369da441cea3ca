import { connect } from 'node:net';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { jailToLoopback, startSentinel } from './loopback-servers';

describe('jailToLoopback (the tests’ own safety net)', () => {
  it('refuses literal and looked-up destinations off loopback, lets loopback through', async () => {
    const sentinel = await startSentinel();
    const jail = jailToLoopback();
    try {
      expect(() => connect({ host: '10.0.0.1', port: 9 })).toThrow(/test jail/);
      const lookup: LookupFunction = (_h, _o, cb) => cb(null, '192.0.2.1', 4);
      const err = await new Promise((resolve) =>
        connect({ host: 'x.example.com', port: 9, lookup, autoSelectFamily: false }).on(
          'error',
          resolve,
        ),
      );
      expect(String(err)).toMatch(/test jail/);
      await new Promise((resolve) =>
        connect({ host: '127.0.0.1', port: sentinel.port }).on('close', resolve),
      );
      expect(sentinel.connections()).toBe(1);
      expect(jail.violations()).toEqual(['10.0.0.1', '192.0.2.1']);
    } finally {
      jail.release();
      await sentinel.close();
    }
  });
});
