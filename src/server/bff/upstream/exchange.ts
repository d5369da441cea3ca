// One HTTP exchange over undici's pooled keep-alive dispatcher. undici's low-level dispatch costs
// about 55 µs of CPU per call on loopback against node:http's 93 µs (and Node 20's fetch, a proxy
// client well behind both, is slower still); every proxied request pays it. One timer covers
// connect, headers and the whole body, so a service that stalls or drips bytes is cut off at the
// budget (docs/reliability.md#stalls-and-slow-drips, docs/reliability.md#stalls-and-slow-drips);
// the request is aborted, its socket is not reused, and the timer is always cleared.
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import { badResponse, networkError, timeoutError } from '../../../contract/errors';
import { notSent } from './faults';

export interface ExchangeResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Where an exchange goes, as undici takes it: no URL object on the hot path. */
export interface ExchangeTarget {
  /** "http://host:port", no trailing slash. */
  origin: string;
  /** Path and query, as sent. */
  path: string;
}

export interface ExchangeOptions {
  method: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
  budgetMs: number;
  /** undici Agent (or Pool) holding the keep-alive connections. */
  dispatcher: Dispatcher;
  maxBytes: number;
}

export function exchange(target: ExchangeTarget, opts: ExchangeOptions): Promise<ExchangeResult> {
  return new Promise<ExchangeResult>((resolve, reject) => {
    let settled = false;
    // Whether the request was handed to a connected socket, so may have reached the service.
    let started = false;
    let responding = false;
    let controller: Dispatcher.DispatchController | undefined;
    let status = 0;
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    let size = 0;

    const settle = (err: unknown, value?: ExchangeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err === undefined && value) resolve(value);
      else reject(err);
    };
    const fail = (err: Error) => {
      settle(err);
      // Before onRequestStart there is nothing to abort yet: that callback aborts on arrival.
      if (controller && !controller.aborted) controller.abort(err);
    };
    const notSentIf = <E extends Parameters<typeof notSent>[0]>(cond: boolean, err: E) =>
      cond ? notSent(err) : err;

    const timer = setTimeout(
      () => fail(notSentIf(!started, timeoutError(opts.budgetMs))),
      opts.budgetMs,
    );

    try {
      dispatch();
    } catch (err) {
      settle(notSent(networkError(err)));
    }

    function dispatch() {
      opts.dispatcher.dispatch(
        {
          origin: target.origin,
          path: target.path,
          method: opts.method as Dispatcher.HttpMethod,
          headers: opts.headers,
          body: opts.body ?? null,
        },
        {
          onRequestStart(c) {
            controller = c;
            // Given up on before a socket was ready: not a byte leaves.
            if (settled) return c.abort(new Error('abandoned before it was sent'));
            started = true;
          },
          onResponseStart(_c, statusCode, responseHeaders) {
            // 1xx responses are interim; the final status follows.
            if (statusCode < 200) return;
            responding = true;
            status = statusCode;
            headers = responseHeaders;
          },
          onResponseData(_c, chunk) {
            size += chunk.length;
            if (size > opts.maxBytes) return fail(badResponse('the answer is too large'));
            chunks.push(chunk);
          },
          onResponseEnd() {
            settle(undefined, { status, headers, body: Buffer.concat(chunks, size) });
          },
          onResponseError(_c, err) {
            if (responding) return settle(badResponse('the answer was cut off'));
            settle(notSentIf(!started, networkError(err)));
          },
        },
      );
    }
  });
}
