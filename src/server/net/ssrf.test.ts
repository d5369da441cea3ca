import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookTarget, checkWebhookUrl, resolveAndCheck } from './ssrf';
import { SSRF_TABLE, SSRF_TABLE_RESOLVER } from './testing/ssrf-table';
import { fakeResolver, startSentinel } from './testing/loopback-servers';
import type { Sentinel } from './testing/loopback-servers';

let sentinel: Sentinel;
beforeAll(async () => {
  sentinel = await startSentinel();
});
afterAll(() => sentinel.close());

const strict = { allowLocal: false };
const local = { allowLocal: true };

describe('SSRF table at registration', () => {
  it.each(SSRF_TABLE.map((c) => [c.label, c]))('rejects %s', async (_label, c) => {
    const check = await checkWebhookTarget(c.url(sentinel.port), {
      ...strict,
      resolver: SSRF_TABLE_RESOLVER,
    });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason.length).toBeGreaterThan(0);
  });

  it(`all ${SSRF_TABLE.length} rows rejected and the sentinel records 0 connections`, async () => {
    const results = await Promise.all(
      SSRF_TABLE.map((c) =>
        checkWebhookTarget(c.url(sentinel.port), { ...strict, resolver: SSRF_TABLE_RESOLVER }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(0);
    expect(sentinel.connections()).toBe(0);
  });
});

describe('refusals as codes', () => {
  it.each([
    ['http://example.com/hook', 'scheme'],
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://[::1]/hook', 'loopback'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://169.254.169.254/', 'link-local'],
    ['https://192.0.2.1/', 'reserved'],
    ['https://u:p@hooks.example.com/', 'credentials'],
    ['https://intranet/', 'not-qualified'],
    ['https://metadata.google.internal/', 'not-public-name'],
    ['https://nowhere.example.com/hook', 'unresolved'],
    ['https://private.example.com/hook', 'private'],
    ['https://loopback.example.com/hook', 'loopback'],
  ])('%s is refused as %s', async (url, refusal) => {
    const check = await checkWebhookTarget(url, { ...strict, resolver: SSRF_TABLE_RESOLVER });
    expect(check.ok ? 'accepted' : check.refusal).toBe(refusal);
  });
});

describe('checkWebhookUrl', () => {
  it('accepts a public https URL', () => {
    const check = checkWebhookUrl('https://hooks.example.com/ferry?x=1', strict);
    expect(check.ok && check.url.href).toBe('https://hooks.example.com/ferry?x=1');
  });

  it('sees the numeric IPv4 forms already folded to dotted form by WHATWG URL', () => {
    for (const host of ['127.1', '2130706433', '0x7f000001', '0177.0.0.1', '0x7f.1']) {
      expect(new URL(`https://${host}/`).hostname).toBe('127.0.0.1');
      const check = checkWebhookUrl(`https://${host}/`, strict);
      expect(check.ok ? '' : check.reason).toContain('loopback');
    }
    expect(new URL('https://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it('names the reason', () => {
    const reason = (u: string) => {
      const c = checkWebhookUrl(u, strict);
      return c.ok ? 'accepted' : c.reason;
    };
    expect(reason('http://hooks.example.com/')).toMatch(/scheme http:/);
    expect(reason('https://u:p@hooks.example.com/')).toMatch(/credentials/);
    expect(reason('https://169.254.169.254/')).toMatch(/metadata/);
    expect(reason('https://metadata.google.internal/')).toMatch(/not a public name/);
    expect(reason('https://intranet/')).toMatch(/fully qualified/);
    expect(reason(`https://hooks.example.com/${'a'.repeat(2100)}`)).toMatch(/too long/);
  });

  it('with allowLocal lets loopback through, and http: only to 127.0.0.1, localhost and [::1]', () => {
    for (const u of [
      'http://127.0.0.1:8080/h',
      'http://localhost:8080/h',
      'http://[::1]:8080/h',
      'https://127.0.0.2/',
      'https://localhost/',
    ]) {
      expect(checkWebhookUrl(u, local).ok, u).toBe(true);
    }
    for (const u of [
      'http://127.0.0.2/',
      'http://hooks.example.com/',
      'https://10.0.0.1/',
      'https://169.254.169.254/',
      'https://[::ffff:169.254.169.254]/',
      'https://a.localhost/',
      'https://a@127.0.0.1/',
      'file:///etc/passwd',
    ]) {
      expect(checkWebhookUrl(u, local).ok, u).toBe(false);
    }
  });
});

describe('resolveAndCheck', () => {
  const resolver = fakeResolver({
    'hooks.example.com': ['93.184.215.14', '2606:4700:4700::1111'],
    'private.example.com': ['10.1.2.3'],
    'mixed.example.com': ['93.184.215.14', '10.1.2.3'],
    'loop.example.com': ['127.0.0.1'],
    'empty.example.com': [],
  });

  it('passes a name whose every record is public', async () => {
    const check = await resolveAndCheck('hooks.example.com', resolver);
    expect(check.ok && check.addresses.map((a) => a.family)).toEqual([4, 6]);
  });

  it('rejects a name when any record is private, even beside a public one', async () => {
    for (const host of ['private.example.com', 'mixed.example.com']) {
      const check = await resolveAndCheck(host, resolver);
      expect(check.ok ? '' : check.reason).toContain('10.1.2.3');
    }
  });

  it('rejects names that do not resolve or have no records', async () => {
    expect((await resolveAndCheck('nope.example.com', resolver)).ok).toBe(false);
    expect((await resolveAndCheck('empty.example.com', resolver)).ok).toBe(false);
  });

  it('checks IP literals without asking the resolver', async () => {
    const never = () => Promise.reject(new Error('resolver must not be called'));
    expect((await resolveAndCheck('[::1]', never)).ok).toBe(false);
    expect((await resolveAndCheck('8.8.8.8', never)).ok).toBe(true);
  });

  it('with allowLocal lets loopback records through, nothing else private', async () => {
    expect((await resolveAndCheck('loop.example.com', resolver, local)).ok).toBe(true);
    expect((await resolveAndCheck('private.example.com', resolver, local)).ok).toBe(false);
  });
});
