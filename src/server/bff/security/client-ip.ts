// Who a request comes from, for per-client rate limits (docs/reliability.md#rate-limits). The peer
// address of the TCP connection is the truth; X-Forwarded-For is anyone's to write, so it is read
// only when the peer is a configured trusted proxy, and then from the right: the first hop that is
// not one of our proxies is the client (anything to its left was written by the client itself).
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { parseIPv6 } from '../../net/ip-ranges';

export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [ip = '', prefix] = entry.split('/');
    const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(ip, family);
    else list.addSubnet(ip, Number(prefix), family);
  }
  return list;
}

/** A bare IP from an address or an XFF entry ("1.2.3.4:5678", "[::1]:80"), or undefined. */
export function bareIp(raw: string): string | undefined {
  let s = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracketed?.[1]) s = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  s = s.replace(/%.*$/, '');
  if (isIP(s) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(s);
  return mapped?.[1] ?? s.toLowerCase();
}

function isTrusted(list: BlockList, ip: string): boolean {
  return list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

/** The client's IP: the peer, or with a trusted peer the right-most untrusted XFF hop. */
export function clientIp(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
  anyTrusted: boolean,
): string {
  const peerIp = peer === undefined ? undefined : bareIp(peer);
  if (peerIp === undefined) return 'unknown';
  if (!anyTrusted || forwardedFor === undefined || !isTrusted(trusted, peerIp)) return peerIp;
  let client = peerIp;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = bareIp(hops[i] ?? '');
    if (hop === undefined) break; // garbage: keep the last hop we could trust
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

/**
 * The rate-limit key of a client IP: IPv6 clients get a whole /64 each (one host commonly holds
 * one), so rotating addresses inside it does not buy a fresh budget.
 */
export function clientKey(ip: string): string {
  const bytes = isIP(ip) === 6 ? parseIPv6(ip) : null;
  if (!bytes) return ip;
  const groups = [0, 2, 4, 6].map((i) =>
    (((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16),
  );
  return `${groups.join(':')}::/64`;
}

/** The TCP connection a request came over (@hono/node-server's socket), if served over one. */
export function connectionOf(c: Context): object | undefined {
  const env = c.env as { incoming?: { socket?: object } } | undefined;
  return env?.incoming?.socket;
}

export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (app.request in a unit test)
  }
}
