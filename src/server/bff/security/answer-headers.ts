// Headers every answer to a request carries (security headers, CORS), gathered by the security
// middlewares on the way in and written once on the way out.
//
// Why not `c.header()` after `await next()`: at that point Hono rebuilds the Response around its
// body as a stream, once per call, which cost the proxy more than half its throughput
// (docs/benchmarks.md). The proxy builds its answers with every header already in one plain
// record (`completeAnswer`), which @hono/node-server writes as it is; any other answer gets the
// gathered headers set in place on its way out (`finishAnswer`).
import type { Context } from 'hono';

const gathered = new WeakMap<Context, Record<string, string>>();
const complete = new WeakSet<Response>();

/** Add headers (lower-case names) that this request's answer must carry, whatever it is. */
export function gatherAnswerHeaders(c: Context, headers: Record<string, string>): void {
  const mine = gathered.get(c);
  if (!mine) gathered.set(c, { ...headers });
  else
    for (const name in headers) {
      const value = headers[name]!;
      mine[name] = name === 'vary' && mine.vary ? `${mine.vary}, ${value}` : value;
    }
}

/** An answer that already carries every gathered header: nothing is added to it later. */
export function completeAnswer(
  c: Context,
  status: number,
  body: Uint8Array<ArrayBuffer> | string | null,
  own: Record<string, string>,
): Response {
  const headers = { ...gathered.get(c) };
  for (const name in own) {
    const value = own[name]!;
    headers[name] = name === 'vary' && headers.vary ? `${headers.vary}, ${value}` : value;
  }
  const res = new Response(body, { status, headers });
  complete.add(res);
  return res;
}

/** After `await next()`: give an answer built elsewhere the gathered headers, in place. */
export function finishAnswer(c: Context): void {
  const headers = gathered.get(c);
  if (!headers || complete.has(c.res)) return;
  for (const name in headers) setAnswerHeader(c, name, headers[name]!, name === 'vary');
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
