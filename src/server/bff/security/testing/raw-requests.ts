// Test helpers for the BFF's protections: raw node:http requests (chunked bodies, a chosen
// local address to play a second client), upstream call totals, and a response recorder for
// the "key never in a response" check (docs/reliability.md#the-api-key-never-leaves-the-server).
import { request } from 'node:http';
import type { TestBff } from '../../../testing/bff-harness';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  base: string,
  path: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    /** Written one by one; without a content-length header node sends them chunked. */
    chunks?: (string | Buffer)[];
    localAddress?: string;
  } = {},
): Promise<RawResponse> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = request(
      url,
      { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => {
          settled = true;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    // The server may respond (413) and close before every chunk is written: that write error
    // is expected; a connection that closes with no response at all is not.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    req.on('close', () =>
      setTimeout(() => settled || reject(new Error('connection closed without an answer')), 200),
    );
    for (const chunk of opts.chunks ?? []) req.write(chunk);
    req.end();
  });
}

/** Every call the embedded service has received, all endpoints together. */
export function upstreamCalls(t: TestBff): number {
  let total = 0;
  for (const n of t.service.service.requestCounts.values()) total += n;
  return total;
}

/** t.fetch that keeps the text of every response's headers and body. */
export function recorder(t: TestBff) {
  const seen: string[] = [];
  const fetch: TestBff['fetch'] = async (path, init) => {
    const res = await t.fetch(path, init);
    const headers = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
    seen.push(`${headers}\n\n${await res.clone().text()}`);
    return res;
  };
  return { fetch, seen };
}
