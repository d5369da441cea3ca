// Headers added to an answer on its way out, after `await next()`. Hono's `c.header()` at that
// point rebuilds the Response around its body as a stream, once per call; three such calls per
// request cost the proxy more than half its throughput (docs/benchmarks.md). Setting them on the
// finished answer in place keeps @hono/node-server's fast path, which writes a string or byte
// body in one go.
import type { Context } from 'hono';

export function setAnswerHeader(c: Context, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    // A Response with immutable headers (one straight from fetch): let Hono copy it.
    c.header(name, value, { append });
  }
}
