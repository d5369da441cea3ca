// Helpers for the proxy's tests: point a running test BFF at another upstream (a scripted fault
// server) with test-sized budgets, and watch every response for the service key
// (docs/reliability.md#the-api-key-never-leaves-the-server).
import { expect } from 'vitest';
import { fillPath } from '../../../../contract/endpoint';
import { endpointList, type EndpointId } from '../../../../contract/endpoints';
import { endpointFixtures } from '../../../../contract/testing/endpoint-fixtures';
import type { EndpointCases } from '../../../../contract/testing/slot-cases';
import { newAccount, signIn } from '../../auth/testing/sign-in';
import { startTestBff, TEST_API_KEY, type TestBff } from '../../../testing/bff-harness';
import { createUpstream, type UpstreamClient } from '../../upstream/client';
import type { UpstreamSettings } from '../../upstream/settings';
import type { Clock } from '../../../clock';

/**
 * A test BFF whose every row can be called many times over: rate limits off, and a signed-in
 * admin (its session cookie) for the deposit-address and webhook rows.
 */
export async function startAdminBff(): Promise<{ t: TestBff; cookie: string }> {
  const admin = newAccount();
  const t = await startTestBff({
    env: {
      DASHBOARD_ADMINS: admin.address,
      RATE_LIMIT_API: '0',
      RATE_LIMIT_QUOTES: '0',
      RATE_LIMIT_SEARCH: '0',
    },
  });
  const { cookie } = await signIn(t, admin);
  return { t, cookie };
}

export interface Swapped {
  client: UpstreamClient;
  restore(): Promise<void>;
}

/** Route the BFF's upstream calls to `base` (legacy at base/api, v1 at base) until restore(). */
export function swapUpstream(
  t: TestBff,
  base: string,
  settings: Partial<UpstreamSettings> = {},
  clock: Clock = t.ctx.clock,
): Swapped {
  const previous = t.ctx.upstream;
  const client = createUpstream({
    legacyBaseUrl: `${base}/api`,
    v1BaseUrl: base,
    apiKey: TEST_API_KEY,
    integratorId: '0xf00d',
    logger: t.ctx.logger,
    metrics: t.ctx.metrics,
    clock,
    settings,
  });
  t.ctx.upstream = client;
  return {
    client,
    async restore() {
      t.ctx.upstream = previous;
      await client.close();
    },
  };
}

export interface BffResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  ms: number;
}

/** Every response seen through call(), to check the key never appears in one. */
const seen: string[] = [];

/** Request the BFF as the SPA does and read the whole response. */
export async function call(t: TestBff, path: string, init: RequestInit = {}): Promise<BffResponse> {
  const started = performance.now();
  const res = await t.fetch(path, init);
  const text = await res.text();
  const ms = performance.now() - started;
  seen.push(text, JSON.stringify([...res.headers]));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, ms };
}

export const postJson = (t: TestBff, path: string, body: unknown, headers = {}) =>
  call(t, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/**
 * docs/reliability.md#the-api-key-never-leaves-the-server: the key is in no response seen so far
 * and in no BFF log line.
 */
export function expectKeyNeverLeaked(t: TestBff): void {
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((s) => s.includes(TEST_API_KEY))).toEqual([]);
  expect(t.logs.filter((l) => l.includes(TEST_API_KEY))).toEqual([]);
}

/** Upstream calls the embedded service counted for one endpoint id. */
export const upstreamCalls = (t: TestBff, id: string) =>
  t.service.service.requestCounts.get(id as never) ?? 0;

/** Total upstream calls the embedded service counted. */
export const allUpstreamCalls = (t: TestBff) =>
  [...t.service.service.requestCounts.values()].reduce((a, b) => a + b, 0);

/** A browser request for a row, from its fixtures' accepted cases (never with integratorId). */
export function requestFor(id: EndpointId): { path: string; init: RequestInit } {
  const row = endpointList.find((e) => e.id === id)!;
  const cases = endpointFixtures[id] as EndpointCases;
  const params = (cases.params?.accept[0] ?? {}) as Record<string, string>;
  const lastQuery = (cases.query?.accept.at(-1) ?? {}) as Record<string, string>;
  const query = Object.fromEntries(Object.entries(lastQuery).filter(([k]) => k !== 'integratorId'));
  const qs = new URLSearchParams(query).toString();
  const path = `/api${fillPath(row.path, params)}${qs ? `?${qs}` : ''}`;
  const body = cases.body?.accept[0];
  return {
    path,
    init: {
      method: row.method,
      ...(body !== undefined && {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    },
  };
}
