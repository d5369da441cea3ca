// The BFF's one way to the service (see types.ts): adds the Bearer key and integratorId,
// pools keep-alive connections, applies per-endpoint budgets, retries idempotent GETs, honours
// Retry-After, trips a breaker per endpoint, and caches/coalesces GETs. Every real call is
// counted in ferry_upstream_requests_total and timed in ferry_upstream_request_duration_seconds.
// The key is only ever put in a request header; it is never logged.
import { randomUUID } from 'node:crypto';
import { fillPath } from '../../../contract/endpoint';
import type { EndpointId } from '../../../contract/endpoints';
import { ServiceError, timeoutError } from '../../../contract/errors';
import { Agent } from 'undici';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import type { Metrics } from '../ops/metrics';
import { CircuitBreaker, type BreakerState } from './breaker';
import { ResponseCache, cacheLifetimeMs } from './cache';
import { exchange, type ExchangeTarget } from './exchange';
import { breakerOpen, isNotSent, notSent, rateGated } from './faults';
import { buildRequestHeaders, keptResponseHeaders } from './headers';
import { RateGate, parseRetryAfterSec } from './rate-gate';
import { backoffMs, retryableError, retryableStatus, sleep } from './retry';
import { resolveSettings, type UpstreamSettings } from './settings';
import type { Upstream, UpstreamRequest, UpstreamResponse } from './types';

export interface UpstreamOptions {
  legacyBaseUrl: string;
  v1BaseUrl: string;
  apiKey: string;
  integratorId: string;
  logger: Logger;
  metrics: Metrics;
  clock: Clock;
  /** Budgets, retries, breaker and cache tunables; defaults in settings.ts. */
  settings?: Partial<UpstreamSettings>;
}

/** Where one call goes; `key` (origin and path) names it for the cache. */
interface Target extends ExchangeTarget {
  host: string;
  key: string;
}

/** A base URL split once: origin, host (for the rate gate) and path prefix (no trailing /). */
function baseOf(baseUrl: string) {
  const u = new URL(baseUrl);
  return { origin: u.origin, host: u.host, path: u.pathname.replace(/\/+$/, '') };
}

export interface UpstreamClient extends Upstream {
  /** Breaker state of one endpoint (for /metrics, readiness and tests). */
  breakerState(id: EndpointId): BreakerState;
  readonly settings: UpstreamSettings;
}

export function createUpstream(opts: UpstreamOptions): UpstreamClient {
  const settings = resolveSettings(opts.settings);
  const log = opts.logger.child({ component: 'upstream' });
  // One keep-alive pool per service origin; idle sockets are dropped after 4 s, before Node
  // servers' 5 s keep-alive timeout would close them under a request.
  const dispatcher = new Agent({ connections: settings.maxSockets, keepAliveTimeout: 4_000 });
  const cache = new ResponseCache(opts.clock, settings.cacheEntries);
  const gate = new RateGate(opts.clock);
  const breakers = new Map<EndpointId, CircuitBreaker>();
  const breakerOf = (id: EndpointId) => {
    let b = breakers.get(id);
    if (!b) {
      const onChange = (state: BreakerState) =>
        log.warn({ endpoint: id, state }, 'upstream circuit breaker changed state');
      b = new CircuitBreaker(opts.clock, settings.breaker, onChange);
      breakers.set(id, b);
    }
    return b;
  };

  const legacyBase = baseOf(opts.legacyBaseUrl);
  const v1Base = baseOf(opts.v1BaseUrl);
  const targetFor = (req: UpstreamRequest): Target => {
    const legacy = req.endpoint.host === 'legacy';
    const base = legacy ? legacyBase : v1Base;
    let qs = '';
    if (legacy || (req.query && Object.keys(req.query).length > 0)) {
      const query = new URLSearchParams(req.query);
      if (legacy) query.set('integratorId', opts.integratorId);
      qs = query.toString();
    }
    const path = `${base.path}${fillPath(req.endpoint.path, req.params)}${qs ? `?${qs}` : ''}`;
    return { origin: base.origin, host: base.host, path, key: `${base.origin}${path}` };
  };
  // One bound counter per endpoint and status: label keys are formatted once, not per call.
  const counted = new Map<string, () => void>();
  const countCall = (id: EndpointId, status: string) => {
    const series = `${id} ${status}`;
    let inc = counted.get(series);
    if (!inc)
      counted.set(series, (inc = opts.metrics.upstreamRequests.bind({ endpoint: id, status })));
    inc();
  };
  const timed = new Map<EndpointId, (seconds: number) => void>();
  const timeCall = (id: EndpointId, seconds: number) => {
    let observe = timed.get(id);
    if (!observe) timed.set(id, (observe = opts.metrics.upstreamDuration.bind({ endpoint: id })));
    observe(seconds);
  };

  /** One call, if the rate gate and the breaker let it go. */
  async function attempt(req: UpstreamRequest, target: Target, deadline: number, budget: number) {
    const waitSec = gate.wait(target.host);
    if (waitSec !== undefined) throw rateGated(waitSec);
    const breaker = breakerOf(req.id);
    const openSec = breaker.acquire();
    if (openSec !== undefined) throw breakerOpen(openSec);
    const body = req.body === undefined ? undefined : Buffer.from(req.body, 'utf8');
    const started = performance.now();
    let ok = false;
    let label = 'error';
    try {
      const r = await exchange(target, {
        method: req.endpoint.method,
        headers: buildRequestHeaders({
          apiKey: req.endpoint.auth === 'none' ? undefined : opts.apiKey,
          body,
          requestId: req.headers?.['x-request-id'] ?? randomUUID(),
          extra: req.headers,
        }),
        body,
        budgetMs: Math.max(1, deadline - opts.clock.now()),
        dispatcher,
        maxBytes: settings.maxResponseBytes,
      });
      const headers = keptResponseHeaders(r.headers);
      ok = r.status < 500;
      label = String(r.status);
      if (r.status === 429 || (r.status === 503 && headers['retry-after'] !== undefined)) {
        const sec = parseRetryAfterSec(headers['retry-after'], opts.clock.now()) ?? 1;
        gate.block(target.host, sec);
      }
      return { status: r.status, headers, body: r.body, cached: false };
    } catch (err) {
      if (err instanceof ServiceError && err.code === 'TIMEOUT') {
        label = 'timeout';
        const whole = timeoutError(budget);
        throw isNotSent(err) ? notSent(whole) : whole;
      }
      throw err;
    } finally {
      breaker.record(ok);
      const seconds = (performance.now() - started) / 1000;
      countCall(req.id, label);
      timeCall(req.id, seconds);
      log.debug({ endpoint: req.id, status: label, ms: Math.round(seconds * 1000) }, 'upstream');
    }
  }

  /** GETs: up to `retries.max` more tries with jittered backoff, all inside one budget. */
  async function withRetries(req: UpstreamRequest, target: Target): Promise<UpstreamResponse> {
    const budget = settings.timeoutMs[req.id];
    // On the injected clock like the backoff itself; each attempt's socket timeout is real time.
    const deadline = opts.clock.now() + budget;
    const isGet = req.endpoint.method === 'GET';
    for (let retry = 0; ; retry++) {
      const delay = backoffMs(retry, settings.retries, settings.random);
      const canRetry = () =>
        isGet && retry < settings.retries.max && deadline - opts.clock.now() > delay + 50;
      let res: UpstreamResponse;
      try {
        res = await attempt(req, target, deadline, budget);
      } catch (err) {
        if (!retryableError(err) || !canRetry()) throw err;
        log.warn({ endpoint: req.id, retry: retry + 1, delay }, 'retrying upstream GET');
        await sleep(opts.clock, delay);
        continue;
      }
      if (!retryableStatus(res.status, res.headers) || !canRetry()) return res;
      log.warn({ endpoint: req.id, retry: retry + 1, status: res.status }, 'retrying upstream GET');
      await sleep(opts.clock, delay);
    }
  }

  return {
    settings,
    breakerState: (id) => breakers.get(id)?.state ?? 'closed',
    // Not an async function (one promise less on every proxied request), so a throw is turned
    // into a rejection by hand.
    send(req) {
      try {
        const target = targetFor(req);
        if (req.endpoint.method !== 'GET') return withRetries(req, target);
        const key = `${target.key} ${req.headers?.['accept-language'] ?? ''}`;
        const hit = cache.get(key);
        if (hit) return Promise.resolve(hit);
        // A caller that leaves still gets the shared response, unread: the call is never
        // cancelled (others may share it), and waiting costs a settled promise, not a request.
        return cache.coalesce(key, async () => {
          const res = await withRetries(req, target);
          const ceiling = settings.cacheMaxMs[req.id] ?? 0;
          cache.set(key, res, cacheLifetimeMs(res.status, res.headers['cache-control'], ceiling));
          return res;
        });
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
    },
    async ping() {
      try {
        const res = await exchange(
          { origin: v1Base.origin, path: `${v1Base.path}/v1/quotes/ping` },
          {
            method: 'GET',
            headers: buildRequestHeaders({
              apiKey: undefined,
              body: undefined,
              requestId: undefined,
              extra: undefined,
            }),
            budgetMs: settings.timeoutMs.ping,
            dispatcher,
            maxBytes: 64 * 1024,
          },
        );
        return res.status === 200;
      } catch {
        return false;
      }
    },
    async close() {
      await dispatcher.destroy();
      cache.clear();
    },
  };
}
