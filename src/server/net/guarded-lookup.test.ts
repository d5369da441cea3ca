import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, isSsrfBlocked } from './guarded-lookup';
import { checkWebhookTarget } from './ssrf';
import type { Resolver } from './ssrf';
import { fakeResolver, jailToLoopback, startSentinel } from './testing/loopback-servers';
import type { Jail, Sentinel } from './testing/loopback-servers';

let sentinel: Sentinel;
let jail: Jail;
beforeAll(async () => {
  sentinel = await startSentinel();
  jail = jailToLoopback();
});
afterAll(async () => {
  jail.release();
  expect(jail.violations()).toEqual([]);
  await sentinel.close();
});

/** GET through node:http with the guard; resolves with the error, or 'connected'. */
function get(url: string, resolver: Resolver, allowLocal = false): Promise<unknown> {
  return new Promise((resolve) => {
    const req = request(url, { lookup: guardedLookup({ resolver, allowLocal }) }, (res) => {
      res.resume();
      resolve('connected');
    });
    // The sentinel drops sockets at once, so a connection shows up as a reset: count it there.
    req.on('error', (err) => resolve(isSsrfBlocked(err) ? err : 'connected'));
    req.end();
  });
}

describe('guardedLookup (connection time)', () => {
  it('DNS rebinding: public at registration, 127.0.0.1 at connect → blocked, 0 connections', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => [
      { address: calls++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 },
    ];
    const url = `https://rebind.example.com:${sentinel.port}/`;
    expect((await checkWebhookTarget(url, { allowLocal: false, resolver: rebinding })).ok).toBe(
      true,
    );

    const outcome = await get(`http://rebind.example.com:${sentinel.port}/`, rebinding);
    expect(isSsrfBlocked(outcome)).toBe(true);
    expect(calls).toBe(2);
    expect(sentinel.connections()).toBe(0);
  });

  it('blocks a name with one public and one private record before connecting', async () => {
    const resolver = fakeResolver({ 'mixed.example.com': ['127.0.0.1', '93.184.215.14'] });
    const outcome = await get(`http://mixed.example.com:${sentinel.port}/`, resolver);
    expect(isSsrfBlocked(outcome)).toBe(true);
    expect(sentinel.connections()).toBe(0);
  });

  it('connects to loopback through the guard when allowLocal (the guard really is the lookup)', async () => {
    const before = sentinel.connections();
    const resolver = fakeResolver({ 'dev.example.com': ['127.0.0.1'] });
    await get(`http://dev.example.com:${sentinel.port}/`, resolver, true);
    expect(sentinel.connections()).toBe(before + 1);
  });

  it('responds to both lookup shapes and honours the family asked for', async () => {
    const lookup = guardedLookup({
      allowLocal: false,
      resolver: fakeResolver({ 'a.example.com': ['93.184.215.14', '2606:4700:4700::1111'] }),
    });
    const call = (options: object) =>
      new Promise<unknown[]>((resolve) =>
        lookup('a.example.com', options, (...args) => resolve(args)),
      );
    expect(await call({})).toEqual([null, '93.184.215.14', 4]);
    expect(await call({ family: 6 })).toEqual([null, '2606:4700:4700::1111', 6]);
    expect(await call({ all: true })).toEqual([
      null,
      [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
    ]);
    const v4only = guardedLookup({
      allowLocal: false,
      resolver: fakeResolver({ 'b.example.com': ['93.184.215.14'] }),
    });
    const [err] = await new Promise<unknown[]>((resolve) =>
      v4only('b.example.com', { family: 6 }, (...args) => resolve(args)),
    );
    expect((err as NodeJS.ErrnoException).code).toBe('ENOTFOUND');
  });
});
