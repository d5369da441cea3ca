// Headers every answer to a request carries (security headers, CORS), gathered by the security
// middlewares on the way in and written once on the way out.
//
// Why not `c.header()` after `await next()`: at that point Hono rebuilds the Response around its
// body as a stream, once per call, which cost the proxy more than half its throughput
// (docs/benchmarks.md). The proxy builds its answers with every header already in one plain
// record (`completeAnswer`), which @hono/node-server writes as it is; any other answer gets the
// gathered headers set in place on its way out (`finishAnswer`).
import type { Context } from 'hono';

// Records gathered for a request, by reference: most are shared constants, copied only once,
// into the answer itself.
const gathered = new WeakMap<Context, Record<string, string>[]>();
const complete = new WeakSet<Response>();

/** Add headers (lower-case names) that this request's answer must carry, whatever it is. */
export function gatherAnswerHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  const parts = gathered.get(c);
  if (parts) parts.push(headers);
  else gathered.set(c, [headers]);
}

/** An answer that already carries every gathered header: nothing is added to it later. */
export function completeAnswer(
  c: Context,
  status: number,
  body: Uint8Array<ArrayBuffer> | string | null,
  own: Record<string, string>,
): Response {
  const headers: Record<string, string> = {};
  for (const part of gathered.get(c) ?? []) merge(headers, part);
  merge(headers, own);
  const res = new Response(body, { status, headers });
  complete.add(res);
  return res;
}

function merge(into: Record<string, string>, from: Readonly<Record<string, string>>) {
  for (const name in from) {
    const value = from[name]!;
    into[name] = name === 'vary' && into.vary ? `${into.vary}, ${value}` : value;
  }
}

/** After `await next()`: give an answer built elsewhere the gathered headers, in place. */
export function finishAnswer(c: Context): void {
  const parts = gathered.get(c);
  if (!parts || complete.has(c.res)) return;
  for (const part of parts) {
    for (const name in part) setAnswerHeader(c, name, part[name]!, name === 'vary');
  }
}

function setAnswerHeader(c: Context, name: string, value: string, append: boolean): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    // A Response with immutable headers (one straight from fetch): let Hono copy it.
    c.header(name, value, { append });
  }
}
