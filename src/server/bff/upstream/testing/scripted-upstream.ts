// A scripted stand-in for the service on 127.0.0.1:0, for fault tests: each route responds as
// told (JSON, stall, drip, malformed, truncated, reset, echo of the request headers), and every
// request is recorded with its arrival time. Unscripted paths respond with 500 in the v1 envelope.
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Header names exactly as they arrived (lower-cased). */
  headerNames: string[];
  body: string;
  /** performance.now() at arrival. */
  at: number;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, rec: Recorded) => void;

export interface ScriptedUpstream {
  base: string;
  requests: Recorded[];
  /** Requests so far to `method path` (path without query). */
  count(method: string, path: string): number;
  /** Script `method path` (exact path, or a RegExp); later scripts win. */
  on(method: string, path: string | RegExp, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startScriptedUpstream(): Promise<ScriptedUpstream> {
  let routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const names: string[] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        names.push(req.rawHeaders[i]!.toLowerCase());
      const rec: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        headerNames: names,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      requests.push(rec);
      const route = [...routes]
        .reverse()
        .find(
          (r) =>
            r.method === rec.method &&
            (typeof r.path === 'string' ? r.path === rec.path : r.path.test(rec.path)),
        );
      (route?.handler ?? respond(500, { code: 'INTERNAL', message: 'unscripted' }))(req, res, rec);
    });
  });
  server.keepAliveTimeout = 1_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    count: (method, path) => requests.filter((r) => r.method === method && r.path === path).length,
    on: (method, path, handler) => void routes.push({ method, path, handler }),
    reset() {
      routes = [];
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Respond JSON (or raw text) with a status and headers. */
export function respond(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Handler {
  return (_req, res) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(text);
  };
}

/** Respond after `ms`. */
export function later(ms: number, handler: Handler): Handler {
  return (req, res, rec) => {
    const timer = setTimeout(() => handler(req, res, rec), ms);
    res.on('close', () => clearTimeout(timer));
  };
}

/** Never respond (stall before headers). */
export const stall: Handler = () => {};

/** Headers at once, then one byte every `everyMs` of a body that never completes in time. */
export function drip(everyMs: number): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
    res.write('{');
    const timer = setInterval(() => res.write(' '), everyMs);
    res.on('close', () => clearInterval(timer));
  };
}

/** Declare 200 bytes, send 20, then reset the connection. */
export const truncated: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
  res.write('{"orderId":"0x123456');
  setTimeout(() => res.socket?.destroy(), 5);
};

/** Reset the connection without responding. */
export const reset: Handler = (req) => req.socket.destroy();

/** `body` with cookies and a private header that the BFF must not pass on. */
export function withCookies(body: unknown): Handler {
  return (_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'set-cookie': ['upstream_session=secret; Path=/', 'other=1'],
      'x-upstream-private': 'nope',
    });
    res.end(JSON.stringify(body));
  };
}

/** A base URL where nothing listens (connection refused). */
export async function refusedBase(): Promise<string> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
