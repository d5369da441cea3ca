import { describe, expect, it } from 'vitest';
import { bareIp, clientIp, clientKey, trustedProxyList } from './client-ip';

const none = trustedProxyList([]);
const proxies = trustedProxyList(['10.0.0.1', '192.168.0.0/16', 'fd00::/8']);
const viaProxy = (peer: string, xff: string | undefined) => clientIp(peer, xff, proxies, true);

describe('client IP', () => {
  it('without trusted proxies X-Forwarded-For is ignored', () => {
    expect(clientIp('203.0.113.5', '198.51.100.1', none, false)).toBe('203.0.113.5');
  });

  it('an untrusted peer cannot speak for others', () => {
    expect(viaProxy('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it.each([
    ['one proxy', '10.0.0.1', '198.51.100.1', '198.51.100.1'],
    ['spoofed left entries ignored', '10.0.0.1', '1.1.1.1, 2.2.2.2, 198.51.100.1', '198.51.100.1'],
    ['a chain of trusted proxies', '10.0.0.1', '198.51.100.1, 192.168.4.4', '198.51.100.1'],
    ['all hops trusted: the left-most', '10.0.0.1', '192.168.1.1, 192.168.2.2', '192.168.1.1'],
    ['garbage stops the walk', '10.0.0.1', '198.51.100.1, nonsense, 192.168.9.9', '192.168.9.9'],
    ['ports and brackets', '10.0.0.1', '[2001:db8::1]:443, 198.51.100.1:5678', '198.51.100.1'],
    ['IPv4-mapped peer', '::ffff:10.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['IPv6 proxy range', 'fd00::5', '2001:db8::9', '2001:db8::9'],
    ['no header', '10.0.0.1', undefined, '10.0.0.1'],
  ])('%s', (_name, peer, xff, expected) => {
    expect(viaProxy(peer, xff)).toBe(expected);
  });

  it('normalises addresses', () => {
    expect(bareIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(bareIp('[::1]:80')).toBe('::1');
    expect(bareIp('1.2.3.4:80')).toBe('1.2.3.4');
    expect(bareIp('2001:DB8::1')).toBe('2001:db8::1');
    expect(bareIp('nope')).toBeUndefined();
  });

  it('IPv6 clients are keyed by /64; IPv4 by address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
  });
});
