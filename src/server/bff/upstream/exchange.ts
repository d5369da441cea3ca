// One HTTP exchange over a pooled keep-alive node:http(s) Agent (TOOLCHAIN pitfall 4: Node 20's
// fetch is far slower as a proxy client). One timer covers connect, headers and the whole body,
// so a service that stalls or drips bytes is cut off at the budget (RELIABILITY D.33, D.34);
// the socket is destroyed, never returned to the pool, and the timer is always cleared.
import http from 'node:http';
import https from 'node:https';
import { badResponse, networkError, timeoutError } from '../../../contract/errors';
import { notSent } from './faults';

export interface ExchangeResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface ExchangeOptions {
  method: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
  budgetMs: number;
  agent: http.Agent;
  maxBytes: number;
  signal?: AbortSignal | undefined;
}

export function exchange(url: URL, opts: ExchangeOptions): Promise<ExchangeResult> {
  return new Promise<ExchangeResult>((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    let settled = false;
    // Whether the request may have reached the service (a connected socket).
    let connected = false;
    const req = lib.request(url, { method: opts.method, headers: opts.headers, agent: opts.agent });
    const settle = (err: unknown, value?: ExchangeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (err === undefined && value) resolve(value);
      else reject(err);
    };
    const fail = (err: unknown) => {
      settle(err);
      req.destroy();
    };
    // Listeners first: a destroyed request may still emit 'error', which must never go unheard.
    req.on('error', (err) => settle(notSentIf(!connected, networkError(err))));
    req.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    // Not yet connected when the budget ran out: not a byte of the request left.
    const onTimeout = () => fail(notSentIf(!connected, timeoutError(opts.budgetMs)));
    const timer = setTimeout(onTimeout, opts.budgetMs);
    const onAbort = () => fail(notSentIf(!connected, networkError(opts.signal?.reason)));
    if (opts.signal?.aborted) return onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) return fail(badResponse('the answer is too large'));
        chunks.push(chunk);
      });
      res.on('end', () => {
        if (!res.complete) return fail(badResponse('the answer was cut off'));
        settle(undefined, {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        });
      });
      res.on('error', () => fail(badResponse('the answer was cut off')));
      res.on('close', () => {
        if (!res.complete) fail(badResponse('the answer was cut off'));
      });
    });
    req.end(opts.body);
  });
}

function notSentIf<E extends Parameters<typeof notSent>[0]>(cond: boolean, err: E): E {
  return cond ? notSent(err) : err;
}
