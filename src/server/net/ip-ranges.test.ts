import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_IPV4,
  blockedReason,
  isBlockedAddress,
  isLoopbackAddress,
  parseIPv6,
} from './ip-ranges';

const SEED = 20261121;

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'this network'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'metadata'],
    ['192.0.0.8', 'IETF'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::127.0.0.1', 'NAT64'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', '6to4'],
    ['::127.0.0.1', 'not global unicast'],
    ['::8.8.8.8', 'not global unicast'], // IPv4-compatible, not mapped: never routed as 8.8.8.8
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['[::1]', 'loopback'],
    ['0177.0.0.1', 'not an IP'],
    ['2130706433', 'not an IP'],
    ['example.com', 'not an IP'],
    ['', 'not an IP'],
  ])('%s is blocked (%s)', (ip, why) => {
    expect(isBlockedAddress(ip)).toBe(true);
    expect(blockedReason(ip)).toContain(why);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (ip) => {
    expect(blockedReason(ip)).toBeNull();
  });

  it('agrees with node:net BlockList over random IPv4 addresses (20,000 runs)', () => {
    const list = new BlockList();
    for (const r of BLOCKED_IPV4) {
      const [net = '', bits = ''] = r.cidr.split('/');
      list.addSubnet(net, Number(bits), 'ipv4');
    }
    fc.assert(
      fc.property(fc.ipV4(), (ip) => isBlockedAddress(ip) === list.check(ip, 'ipv4')),
      { seed: SEED, numRuns: 20_000 },
    );
  });

  it('judges mapped and NAT64 forms exactly like the embedded IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const v4 = isBlockedAddress(ip);
        return isBlockedAddress(`::ffff:${ip}`) === v4 && isBlockedAddress(`64:ff9b::${ip}`) === v4;
      }),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it('blocks every IPv6 address outside 2000::/3', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff });
    const outside = fc
      .tuple(hextet, fc.array(hextet, { minLength: 7, maxLength: 7 }))
      .filter(([first]) => first >> 13 !== 1)
      .map(([first, rest]) => [first, ...rest].map((h) => h.toString(16)).join(':'));
    fc.assert(
      fc.property(outside, (ip) => isBlockedAddress(ip)),
      { seed: SEED, numRuns: 5_000 },
    );
  });
});

describe('parseIPv6', () => {
  it('reads the full and the WHATWG-compressed form to the same 16 bytes', () => {
    const hextets = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(hextets, (hs) => {
        const bytes = hs.flatMap((h) => [h >> 8, h & 0xff]);
        const full = hs.map((h) => h.toString(16)).join(':');
        const compressed = new URL(`http://[${full}]/`).hostname;
        expect(parseIPv6(full)).toEqual(bytes);
        expect(parseIPv6(compressed)).toEqual(bytes);
      }),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it('rejects what is not IPv6', () => {
    for (const s of ['1::2::3', '127.0.0.1', 'g::1', '', '::ffff:999.0.0.1']) {
      expect(parseIPv6(s)).toBeNull();
    }
  });
});

describe('isLoopbackAddress', () => {
  it('is true only for 127/8, ::1 and their embedded forms', () => {
    for (const ip of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '64:ff9b::7f00:1']) {
      expect(isLoopbackAddress(ip)).toBe(true);
    }
    for (const ip of ['10.0.0.1', '169.254.169.254', '::', 'fe80::1', '8.8.8.8', 'localhost']) {
      expect(isLoopbackAddress(ip)).toBe(false);
    }
  });
});
