// JSON responses of 1 KB or more compressed as they are sent, in the coding the request prefers
// (brotli, then gzip). Everything else passes as it is: event streams (a compressor holds bytes
// back until it has enough, so a stream's events would wait), HEAD, 204/206/304, responses already
// encoded or marked no-transform, and every response to a client that accepts no compression.
// That last case costs one header read and nothing after: load tools and the BFF's own calls to
// the service ask for none.
//
// Not hono/compress: it has no brotli (honojs/hono#3543), applies its threshold only when the
// response states a Content-Length (Hono's c.json() does not, so every small response is
// compressed), and sets Vary on the way out for every client, which rebuilds the Response.
import type { Context, MiddlewareHandler } from 'hono';
import { chooseCoding } from './accept-encoding';
import { compressResponse, MIN_COMPRESSED_BYTES } from './compress';

const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    const coding =
      c.req.method === 'HEAD' ? undefined : chooseCoding(c.req.header('accept-encoding'));
    if (!coding) return next();
    await next();
    const res = c.res;
    if (!compressible(res)) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length < MIN_COMPRESSED_BYTES) return replace(c, body, res, headers);
    const compressed = await compressResponse(body, coding);
    headers.set('content-encoding', coding);
    headers.set('content-length', String(compressed.length));
    const vary = headers.get('vary');
    if (!vary) headers.set('vary', 'Accept-Encoding');
    else if (!VARY_ACCEPT_ENCODING.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
    // Another coding of the same data is another representation: a strong tag would lie.
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    replace(c, new Uint8Array(compressed), res, headers);
  };
}

function compressible(res: Response): boolean {
  if (!res.body || res.status < 200 || [204, 206, 304].includes(res.status)) return false;
  const h = res.headers;
  return (
    JSON_TYPE.test(h.get('content-type') ?? '') &&
    !h.has('content-encoding') &&
    !NO_TRANSFORM.test(h.get('cache-control') ?? '')
  );
}

function replace(c: Context, body: Uint8Array<ArrayBuffer>, res: Response, headers: Headers) {
  // Cleared first: setting c.res over a response copies the old response's headers onto the new
  // one, which would put back its Content-Length and Vary.
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}
