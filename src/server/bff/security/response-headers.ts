// Headers every response to a request carries (security headers, CORS), gathered by the security
// middlewares on the way in and written once on the way out.
//
// Why not `c.header()` after `await next()`: at that point Hono rebuilds the Response around its
// body as a stream, once per call, which cost the proxy more than half its throughput
// (docs/benchmarks.md). The proxy builds its responses with every header already in one plain
// record (`completeResponse`), which @hono/node-server writes as it is; any other response gets the
// gathered headers set in place on its way out (`finishResponse`).
import type { Context } from 'hono';

// Records gathered for a request, by reference: most are shared frozen constants, copied only
// once, into the response itself. Kept on the context and the response under symbols: WeakMaps
// keyed by per-request objects were a measurable cost of the collector's (ephemerons).
const GATHERED = Symbol('gathered response headers');
const COMPLETE = Symbol('complete response');
type Gathering = { [GATHERED]?: Readonly<Record<string, string>>[] };
type Marked = { [COMPLETE]?: true };

/**
 * For a refusal sent before the request's body was read (413): the server closes such a
 * connection, so the client is told not to send its next request on it.
 */
export const CLOSE_CONNECTION: Readonly<Record<string, string>> = Object.freeze({
  connection: 'close',
});

/** Add headers (lower-case names) that this request's response must carry, whatever it is. */
export function gatherResponseHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  const holder = c as unknown as Gathering;
  const parts = holder[GATHERED];
  if (parts) parts.push(headers);
  else holder[GATHERED] = [headers];
}

/** A response that already carries every gathered header: nothing is added to it later. */
export function completeResponse(
  c: Context,
  status: number,
  body: Uint8Array<ArrayBuffer> | string | null,
  own: Record<string, string>,
): Response {
  const headers = { ...mergedParts((c as unknown as Gathering)[GATHERED] ?? []) };
  merge(headers, own);
  const res = new Response(body, { status, headers });
  (res as unknown as Marked)[COMPLETE] = true;
  return res;
}

// The same few frozen records are gathered for nearly every request (the API's security set,
// CORS's Vary), so their merge is kept, keyed by the records themselves, one level per part.
interface MergeNode {
  merged?: Readonly<Record<string, string>>;
  next: Map<object, MergeNode>;
}
const merges: MergeNode = { next: new Map() };
const MAX_CACHED_PARTS = 3;

function mergedParts(parts: readonly Readonly<Record<string, string>>[]) {
  if (parts.length > MAX_CACHED_PARTS || !parts.every(Object.isFrozen)) return mergeAll(parts);
  let node = merges;
  for (const part of parts) {
    let child = node.next.get(part);
    if (!child) node.next.set(part, (child = { next: new Map() }));
    node = child;
  }
  return (node.merged ??= Object.freeze(mergeAll(parts)));
}

function mergeAll(parts: readonly Readonly<Record<string, string>>[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const part of parts) merge(headers, part);
  return headers;
}

function merge(into: Record<string, string>, from: Readonly<Record<string, string>>) {
  for (const name in from) {
    const value = from[name]!;
    into[name] = name === 'vary' && into.vary ? `${into.vary}, ${value}` : value;
  }
}

/** After `await next()`: give a response built elsewhere the gathered headers, in place. */
export function finishResponse(c: Context): void {
  const parts = (c as unknown as Gathering)[GATHERED];
  if (!parts || (c.res as unknown as Marked)[COMPLETE]) return;
  for (const part of parts) {
    for (const name in part) setResponseHeader(c, name, part[name]!, name === 'vary');
  }
}

function setResponseHeader(c: Context, name: string, value: string, append: boolean): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    // A Response with immutable headers (one straight from fetch): let Hono copy it.
    c.header(name, value, { append });
  }
}
