// SSRF guard for URLs that a server will later POST to (webhook subscriptions). Used at
// registration (reject early, with a reason) and again at delivery; the connection-time check
// in guarded-lookup.ts is what finally holds, because DNS can change between the two.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import type { WebhookUrlRefusal } from '../../contract/webhook-url-refusals';
import { blockedAddress, isLoopbackAddress } from './ip-ranges';

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address record of `host` (A and AAAA). Injected in tests: no real DNS there. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (host) => dns.lookup(host, { all: true, verbatim: true });

/** A refusal: in words for logs and the service's message, and as a code for people's words. */
export interface Refused {
  ok: false;
  reason: string;
  refusal: WebhookUrlRefusal;
}
export type UrlCheck = { ok: true; url: URL } | Refused;
export type ResolveCheck = { ok: true; addresses: ResolvedAddress[] } | Refused;

const refused = (refusal: WebhookUrlRefusal, reason: string): Refused => ({
  ok: false,
  reason,
  refusal,
});

export interface SsrfOptions {
  /** Local development: lets loopback (and only loopback) through, and http: to it. */
  allowLocal: boolean;
}

const MAX_URL_LENGTH = 2048;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
// Names that never belong to a public host: RFC 6761 localhost, ICANN's private-use .internal
// (GCP's metadata.google.internal lives there), mDNS .local, RFC 8375 home.arpa and reverse zones.
const BLOCKED_SUFFIXES = ['localhost', 'internal', 'local', 'localdomain', 'arpa'];

/** Strip brackets from an IPv6 URL host; lower-case and drop one trailing dot from names. */
export function bareHost(hostname: string): string {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return hostname.toLowerCase().replace(/\.$/, '');
}

function addressRefused(ip: string, opts: SsrfOptions, prefix = ''): Refused | null {
  if (opts.allowLocal && isLoopbackAddress(ip)) return null;
  const blocked = blockedAddress(ip);
  return blocked && refused(blocked.kind, `${prefix}address ${ip} is ${blocked.reason}`);
}

/** Syntactic check, no DNS. `new URL` already folds 127.1, 2130706433, 0x7f000001 and 0177.0.0.1. */
export function checkWebhookUrl(raw: string, opts: SsrfOptions): UrlCheck {
  if (raw.length > MAX_URL_LENGTH) return refused('too-long', 'URL is too long');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused('malformed', 'not a valid URL');
  }
  const local = opts.allowLocal && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return refused('scheme', `scheme ${url.protocol} is not allowed; use https:`);
  }
  if (url.username || url.password)
    return refused('credentials', 'URL must not contain credentials');
  const host = bareHost(url.hostname);
  if (isIP(host)) {
    return addressRefused(host, opts) ?? { ok: true, url };
  }
  if (local) return { ok: true, url };
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (BLOCKED_SUFFIXES.includes(tld) || host === 'metadata.google.internal') {
    return refused('not-public-name', `host ${host} is not a public name`);
  }
  // A single label resolves through search domains, i.e. to the internal network.
  if (labels.length < 2 || labels.some((l) => l === '')) {
    return refused('not-qualified', `host ${host} is not a fully qualified name`);
  }
  return { ok: true, url };
}

/** Every record must be public: one private record among public ones is enough to reject. */
export async function resolveAndCheck(
  hostname: string,
  resolver: Resolver = systemResolver,
  opts: SsrfOptions = { allowLocal: false },
): Promise<ResolveCheck> {
  const host = bareHost(hostname);
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolver(host);
    } catch {
      return refused('unresolved', `host ${host} did not resolve`);
    }
  }
  if (addresses.length === 0) return refused('unresolved', `host ${host} has no addresses`);
  for (const { address } of addresses) {
    const refusal = addressRefused(address, opts, `host ${host}: `);
    if (refusal) return refusal;
  }
  return { ok: true, addresses };
}

/** Registration-time check (BFF → 422): syntax, then every DNS record. */
export async function checkWebhookTarget(
  raw: string,
  opts: SsrfOptions & { resolver?: Resolver },
): Promise<UrlCheck> {
  const syntax = checkWebhookUrl(raw, opts);
  if (!syntax.ok) return syntax;
  const resolved = await resolveAndCheck(syntax.url.hostname, opts.resolver, opts);
  return resolved.ok ? syntax : resolved;
}
