// Which endpoint row a browser path is: /api/v1/... mirrors {v1_base_url}/v1/..., any other
// /api/... mirrors {base_url}/... (legacy). Only rows of the endpoint table exist here
// (docs/reliability.md#route-allowlist); /api/ferry/* belongs to the BFF's own features.
import type { Method } from '../../../contract/endpoint';
import { matchEndpoint, type EndpointMatch } from '../../../contract/endpoints';
import { OWN_PREFIX } from '../context';

export const MIRROR_PREFIX = '/api';

export type Route =
  | { kind: 'row'; match: EndpointMatch }
  /** The path is a row's, the method is not: 405 with Allow. */
  | { kind: 'method'; allow: Method[]; match: EndpointMatch };

const METHODS: readonly Method[] = ['GET', 'POST', 'DELETE'];

/** `pathname` is the raw (percent-encoded, dot-segment-resolved) path of the request URL. */
export function resolveRoute(method: string, pathname: string): Route | undefined {
  if (!pathname.startsWith(`${MIRROR_PREFIX}/`)) return undefined;
  if (pathname === OWN_PREFIX || pathname.startsWith(`${OWN_PREFIX}/`)) return undefined;
  const rest = pathname.slice(MIRROR_PREFIX.length);
  const host = rest.startsWith('/v1/') ? 'v1' : 'legacy';
  const match = matchEndpoint(method, host, rest);
  if (match) return { kind: 'row', match };
  const others = METHODS.map((m) => matchEndpoint(m, host, rest)).filter((m) => m !== undefined);
  const first = others[0];
  if (!first) return undefined;
  return { kind: 'method', allow: others.map((m) => m.endpoint.method), match: first };
}

/**
 * The raw (still percent-encoded) path and query of a request URL, read off the string: the
 * platform has already normalised it (@hono/node-server resolves dot segments, a web Request
 * does the whole URL), and a URL object per request cost the proxy ~4 µs.
 */
export function requestTarget(href: string): { pathname: string; search: string } {
  const pathStart = href.indexOf('/', href.indexOf('//') + 2);
  if (pathStart === -1) return { pathname: '/', search: '' };
  const hash = href.indexOf('#', pathStart);
  const end = hash === -1 ? href.length : hash;
  const query = href.indexOf('?', pathStart);
  if (query === -1 || query > end) return { pathname: href.slice(pathStart, end), search: '' };
  // As URL.search: a lone "?" is no query.
  const search = query === end - 1 ? '' : href.slice(query, end);
  return { pathname: href.slice(pathStart, query), search };
}

/** Browser path of a row (for docs and "follow this" links): /api + the row's path. */
export function mirrorPath(rowPath: string): string {
  return `${MIRROR_PREFIX}${rowPath}`;
}
