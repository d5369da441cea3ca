// Which IP addresses an outbound request from a server may never reach (SSRF). Addresses are
// compared as bytes against CIDR tables; IPv6 forms that embed an IPv4 address (mapped, NAT64,
// 6to4) are judged by the embedded address, so ::ffff:169.254.169.254 is as blocked as the
// metadata address itself. Anything that does not parse is blocked: fail closed.
import { isIP } from 'node:net';

type Bytes = readonly number[];

interface Range {
  readonly cidr: string;
  readonly bytes: Bytes;
  readonly prefix: number;
  readonly reason: string;
}

/** Strict dotted-quad only; callers normalise other forms first (WHATWG URL does). */
export function parseIPv4(s: string): number[] | null {
  if (isIP(s) !== 4) return null;
  return s.split('.').map(Number);
}

/** 16 bytes, or null. Accepts brackets, a zone id (`%eth0`) and a dotted IPv4 tail. */
export function parseIPv6(input: string): number[] | null {
  const s = input.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIP(s) !== 6) return null;
  const groups = (part: string): number[] => {
    const out: number[] = [];
    for (const g of part === '' ? [] : part.split(':')) {
      if (g.includes('.')) out.push(...(parseIPv4(g) ?? []));
      else out.push(parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff);
    }
    return out;
  };
  // isIP has validated the shape, so there is at most one '::'.
  const [left = '', right] = s.split('::');
  const head = groups(left);
  if (right === undefined) return head.length === 16 ? head : null;
  const tail = groups(right);
  const fill = 16 - head.length - tail.length;
  return fill < 0 ? null : [...head, ...new Array<number>(fill).fill(0), ...tail];
}

function range(cidr: string, reason: string): Range {
  const [addr = '', bits = ''] = cidr.split('/');
  const bytes = parseIPv4(addr) ?? parseIPv6(addr);
  if (!bytes) throw new Error(`bad CIDR ${cidr}`);
  return { cidr, bytes, prefix: Number(bits), reason };
}

function inRange(bytes: Bytes, r: Range): boolean {
  if (bytes.length !== r.bytes.length) return false;
  for (let i = 0, bits = r.prefix; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((r.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

// Order matters only for the reason reported (the first match wins).
export const BLOCKED_IPV4: readonly Range[] = [
  range('0.0.0.0/8', '"this network" (0.0.0.0/8)'),
  range('10.0.0.0/8', 'private (10/8)'),
  range('100.64.0.0/10', 'carrier-grade NAT (100.64/10)'),
  range('127.0.0.0/8', 'loopback (127/8)'),
  range('169.254.0.0/16', 'link-local, cloud metadata (169.254/16)'),
  range('172.16.0.0/12', 'private (172.16/12)'),
  range('192.0.0.0/24', 'IETF protocol assignments (192.0.0/24)'),
  range('192.0.2.0/24', 'documentation (192.0.2/24)'),
  range('192.88.99.0/24', '6to4 relay anycast (192.88.99/24)'),
  range('192.168.0.0/16', 'private (192.168/16)'),
  range('198.18.0.0/15', 'benchmarking (198.18/15)'),
  range('198.51.100.0/24', 'documentation (198.51.100/24)'),
  range('203.0.113.0/24', 'documentation (203.0.113/24)'),
  range('224.0.0.0/4', 'multicast (224/4)'),
  range('255.255.255.255/32', 'broadcast'),
  range('240.0.0.0/4', 'reserved (240/4)'),
];

export const BLOCKED_IPV6: readonly Range[] = [
  range('::/128', 'unspecified (::)'),
  range('::1/128', 'loopback (::1)'),
  range('64:ff9b:1::/48', 'local-use NAT64 (64:ff9b:1::/48)'),
  range('100::/64', 'discard-only (100::/64)'),
  range('2001::/32', 'Teredo (2001::/32)'),
  range('2001:2::/48', 'benchmarking (2001:2::/48)'),
  range('2001:10::/28', 'ORCHID (2001:10::/28)'),
  range('2001:20::/28', 'ORCHIDv2 (2001:20::/28)'),
  range('2001:db8::/32', 'documentation (2001:db8::/32)'),
  range('3fff::/20', 'documentation (3fff::/20)'),
  range('fc00::/7', 'unique local (fc00::/7)'),
  range('fe80::/10', 'link-local (fe80::/10)'),
  range('fec0::/10', 'site-local (fec0::/10)'),
  range('ff00::/8', 'multicast (ff00::/8)'),
];

// IPv6 prefixes that carry an IPv4 address; [range, first byte of the embedded address].
const EMBEDDING: readonly [Range, number][] = [
  [range('::ffff:0:0/96', 'IPv4-mapped'), 12],
  [range('64:ff9b::/96', 'NAT64'), 12],
  [range('2002::/16', '6to4'), 2],
];
const GLOBAL_UNICAST = range('2000::/3', 'global unicast');

function v6Verdict(bytes: Bytes): { reason: string | null; loopback: boolean } {
  for (const [r, at] of EMBEDDING) {
    if (!inRange(bytes, r)) continue;
    const v4 = bytes.slice(at, at + 4).join('.');
    const inner = blockedReason(v4);
    return { reason: inner && `${r.reason} ${v4}: ${inner}`, loopback: isLoopbackAddress(v4) };
  }
  const hit = BLOCKED_IPV6.find((r) => inRange(bytes, r));
  if (hit) return { reason: hit.reason, loopback: hit.cidr === '::1/128' };
  // Everything outside 2000::/3 is unassigned or special-purpose: allow-list, not deny-list.
  if (!inRange(bytes, GLOBAL_UNICAST)) return { reason: 'not global unicast', loopback: false };
  return { reason: null, loopback: false };
}

/** Why `ip` must not be contacted, or null when it is a public address. */
export function blockedReason(ip: string): string | null {
  const v4 = parseIPv4(ip);
  if (v4) return BLOCKED_IPV4.find((r) => inRange(v4, r))?.reason ?? null;
  const v6 = parseIPv6(ip);
  if (v6) return v6Verdict(v6).reason;
  return `not an IP address: ${JSON.stringify(ip.slice(0, 64))}`;
}

export function isBlockedAddress(ip: string): boolean {
  return blockedReason(ip) !== null;
}

/** 127/8, ::1, and IPv6 forms embedding 127/8: the only addresses local development may use. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4) return v4[0] === 127;
  const v6 = parseIPv6(ip);
  return v6 ? v6Verdict(v6).loopback : false;
}
