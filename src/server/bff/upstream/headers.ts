// Headers crossing the BFF are built from allowlists, both ways
// (docs/reliability.md#forwarded-headers). Nothing the browser sends reaches the service unless
// named here, and no Set-Cookie comes back.

/** The 8 hop-by-hop headers of RFC 9110 7.6.1 / RFC 2616 13.5.1; never forwarded. */
export const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
] as const;

/** Browser headers that may be passed on (besides what the BFF sets itself). */
export const FORWARDED_REQUEST_HEADERS = ['accept-language'] as const;

/** Service response headers kept: what the proxy and the typed client read, nothing else. */
export const KEPT_RESPONSE_HEADERS = [
  'content-type',
  'retry-after',
  'cache-control',
  'x-request-id',
] as const;

const NEVER = new Set<string>([...HOP_BY_HOP, 'cookie', 'set-cookie', 'authorization', 'host']);

/**
 * The allowlisted subset of browser headers, minus anything the browser named in Connection
 * (a header listed there is hop-by-hop by declaration).
 */
export function forwardableHeaders(
  get: (name: string) => string | undefined,
): Record<string, string> {
  const connectionNamed = (get('connection') ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    if (connectionNamed.includes(name)) continue;
    const v = get(name);
    if (v !== undefined && v.length <= 256) out[name] = v;
  }
  return out;
}

/** Headers of one upstream request: ours, then extras that pass the allowlist again. */
export function buildRequestHeaders(args: {
  apiKey: string | undefined;
  body: Buffer | undefined;
  requestId: string | undefined;
  extra: Record<string, string> | undefined;
}): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'identity',
    'user-agent': 'ferry-bff',
  };
  for (const [k, v] of Object.entries(args.extra ?? {})) {
    const name = k.toLowerCase();
    if (!NEVER.has(name) && (FORWARDED_REQUEST_HEADERS as readonly string[]).includes(name)) {
      headers[name] = v;
    }
  }
  if (args.requestId) headers['x-request-id'] = args.requestId;
  if (args.apiKey) headers.authorization = `Bearer ${args.apiKey}`;
  if (args.body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(args.body.length);
  }
  return headers;
}

/** Keep only allowlisted response headers (never Set-Cookie), lower-cased, single-valued. */
export function keptResponseHeaders(
  raw: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_RESPONSE_HEADERS) {
    const v = raw[name];
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined && value.length <= 512) out[name] = value;
  }
  return out;
}
