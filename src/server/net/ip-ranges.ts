// Which IP addresses an outbound request from a server may never reach (SSRF). Parsing and
// CIDR matching are ipaddr.js's (a maintained library, security-critical code we should not
// hand-roll); the table of what is blocked, and why, is Ferry's policy. IPv6 forms that embed an
// IPv4 address (mapped, NAT64, 6to4) are judged by the embedded address, so
// ::ffff:169.254.169.254 is as blocked as the metadata address itself. Anything that does not
// parse is blocked: fail closed.
import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/** Which of the refusals people are told about a blocked range falls under. */
export type BlockedKind = 'loopback' | 'private' | 'link-local' | 'reserved';

interface Range<A> {
  readonly cidr: string;
  readonly net: [A, number];
  readonly reason: string;
  readonly kind: BlockedKind;
}

/**
 * Strict dotted-quad only (node:net's isIP; ipaddr.js alone would also take `127.1` or hex
 * parts); callers normalise other forms first (WHATWG URL does).
 */
function v4Of(s: string): ipaddr.IPv4 | null {
  return isIP(s) === 4 ? ipaddr.IPv4.parse(s) : null;
}

/**
 * Accepts brackets, a zone id (`%eth0`) and a dotted IPv4 tail. ipaddr.js reads any dotted tail
 * as IPv4-mapped (`::8.8.8.8` would become `::ffff:808:808`, a public address); WHATWG URL
 * writes the tail in hex first, keeping the address the socket would use.
 */
function v6Of(input: string): ipaddr.IPv6 | null {
  const s = input.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIP(s) !== 6) return null;
  return ipaddr.IPv6.parse(s.includes('.') ? new URL(`http://[${s}]/`).hostname.slice(1, -1) : s);
}

/** 4 bytes, or null. */
export const parseIPv4 = (s: string): number[] | null => v4Of(s)?.toByteArray() ?? null;

/** 16 bytes, or null. */
export const parseIPv6 = (s: string): number[] | null => v6Of(s)?.toByteArray() ?? null;

const kindOf = (reason: string): BlockedKind =>
  /^loopback/.test(reason)
    ? 'loopback'
    : /^(private|unique local|carrier-grade NAT)/.test(reason)
      ? 'private'
      : /^(link-local|site-local)/.test(reason)
        ? 'link-local'
        : 'reserved';
const v4Range = (cidr: string, reason: string): Range<ipaddr.IPv4> => ({
  cidr,
  net: ipaddr.IPv4.parseCIDR(cidr),
  reason,
  kind: kindOf(reason),
});
const v6Range = (cidr: string, reason: string): Range<ipaddr.IPv6> => ({
  cidr,
  net: ipaddr.IPv6.parseCIDR(cidr),
  reason,
  kind: kindOf(reason),
});

// Order matters only for the reason reported (the first match wins).
export const BLOCKED_IPV4: readonly Range<ipaddr.IPv4>[] = [
  v4Range('0.0.0.0/8', '"this network" (0.0.0.0/8)'),
  v4Range('10.0.0.0/8', 'private (10/8)'),
  v4Range('100.64.0.0/10', 'carrier-grade NAT (100.64/10)'),
  v4Range('127.0.0.0/8', 'loopback (127/8)'),
  v4Range('169.254.0.0/16', 'link-local, cloud metadata (169.254/16)'),
  v4Range('172.16.0.0/12', 'private (172.16/12)'),
  v4Range('192.0.0.0/24', 'IETF protocol assignments (192.0.0/24)'),
  v4Range('192.0.2.0/24', 'documentation (192.0.2/24)'),
  v4Range('192.88.99.0/24', '6to4 relay anycast (192.88.99/24)'),
  v4Range('192.168.0.0/16', 'private (192.168/16)'),
  v4Range('198.18.0.0/15', 'benchmarking (198.18/15)'),
  v4Range('198.51.100.0/24', 'documentation (198.51.100/24)'),
  v4Range('203.0.113.0/24', 'documentation (203.0.113/24)'),
  v4Range('224.0.0.0/4', 'multicast (224/4)'),
  v4Range('255.255.255.255/32', 'broadcast'),
  v4Range('240.0.0.0/4', 'reserved (240/4)'),
];

export const BLOCKED_IPV6: readonly Range<ipaddr.IPv6>[] = [
  v6Range('::/128', 'unspecified (::)'),
  v6Range('::1/128', 'loopback (::1)'),
  v6Range('64:ff9b:1::/48', 'local-use NAT64 (64:ff9b:1::/48)'),
  v6Range('100::/64', 'discard-only (100::/64)'),
  v6Range('2001::/32', 'Teredo (2001::/32)'),
  v6Range('2001:2::/48', 'benchmarking (2001:2::/48)'),
  v6Range('2001:10::/28', 'ORCHID (2001:10::/28)'),
  v6Range('2001:20::/28', 'ORCHIDv2 (2001:20::/28)'),
  v6Range('2001:db8::/32', 'documentation (2001:db8::/32)'),
  v6Range('3fff::/20', 'documentation (3fff::/20)'),
  v6Range('fc00::/7', 'unique local (fc00::/7)'),
  v6Range('fe80::/10', 'link-local (fe80::/10)'),
  v6Range('fec0::/10', 'site-local (fec0::/10)'),
  v6Range('ff00::/8', 'multicast (ff00::/8)'),
];

// IPv6 prefixes that carry an IPv4 address; [range, first byte of the embedded address].
const EMBEDDING: readonly [Range<ipaddr.IPv6>, number][] = [
  [v6Range('::ffff:0:0/96', 'IPv4-mapped'), 12],
  [v6Range('64:ff9b::/96', 'NAT64'), 12],
  [v6Range('2002::/16', '6to4'), 2],
];
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

export interface Blocked {
  reason: string;
  kind: BlockedKind;
}

const v4Blocked = (a: ipaddr.IPv4): Blocked | null =>
  BLOCKED_IPV4.find((r) => a.match(r.net)) ?? null;

function v6Verdict(a: ipaddr.IPv6): { blocked: Blocked | null; loopback: boolean } {
  for (const [r, at] of EMBEDDING) {
    if (!a.match(r.net)) continue;
    const inner = new ipaddr.IPv4(a.toByteArray().slice(at, at + 4));
    const hit = v4Blocked(inner);
    return {
      blocked: hit && { reason: `${r.reason} ${inner.toString()}: ${hit.reason}`, kind: hit.kind },
      loopback: inner.octets[0] === 127,
    };
  }
  const hit = BLOCKED_IPV6.find((r) => a.match(r.net));
  if (hit) return { blocked: hit, loopback: hit.cidr === '::1/128' };
  // Everything outside 2000::/3 is unassigned or special-purpose: allow-list, not deny-list.
  if (!a.match(GLOBAL_UNICAST)) {
    return { blocked: { reason: 'not global unicast', kind: 'reserved' }, loopback: false };
  }
  return { blocked: null, loopback: false };
}

/** Why `ip` must not be contacted, in words and as a kind, or null for a public address. */
export function blockedAddress(ip: string): Blocked | null {
  const v4 = v4Of(ip);
  if (v4) {
    const hit = v4Blocked(v4);
    return hit && { reason: hit.reason, kind: hit.kind };
  }
  const v6 = v6Of(ip);
  if (v6) return v6Verdict(v6).blocked;
  return { reason: `not an IP address: ${JSON.stringify(ip.slice(0, 64))}`, kind: 'reserved' };
}

/** Why `ip` must not be contacted, or null when it is a public address. */
export function blockedReason(ip: string): string | null {
  return blockedAddress(ip)?.reason ?? null;
}

export function isBlockedAddress(ip: string): boolean {
  return blockedReason(ip) !== null;
}

/** 127/8, ::1, and IPv6 forms embedding 127/8: the only addresses local development may use. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = v4Of(ip);
  if (v4) return v4.octets[0] === 127;
  const v6 = v6Of(ip);
  return v6 ? v6Verdict(v6).loopback : false;
}
