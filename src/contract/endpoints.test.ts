import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fillPath, lenientQueryKeys } from './endpoint';
import { endpointList, endpoints, matchEndpoint, type EndpointId } from './endpoints';
import { endpointFixtures } from './testing/endpoint-fixtures';
import { hostilePathValues, type EndpointCases } from './testing/slot-cases';
import { issuePaths } from './primitives';

const ids = Object.keys(endpoints) as EndpointId[];
const slots = ['params', 'query', 'body', 'response'] as const;
const requestSlots = ['params', 'query', 'body'] as const;

const cases = (id: EndpointId): EndpointCases => endpointFixtures[id];
const schemaOf = (id: EndpointId, slot: (typeof slots)[number]) =>
  (endpoints[id] as { [K in (typeof slots)[number]]?: z.ZodType })[slot];

/** Every (row, slot) pair the table declares. */
const declared = ids.flatMap((id) =>
  slots.filter((slot) => schemaOf(id, slot) !== undefined).map((slot) => [id, slot] as const),
);

describe('endpoint table', () => {
  it('keys rows by their own id, and lists them all', () => {
    for (const id of ids) expect(endpoints[id].id).toBe(id);
    expect(endpointList).toHaveLength(ids.length);
  });

  it('has one row per method + host + path', () => {
    const keys = endpointList.map((e) => `${e.method} ${e.host} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts v1 rows under /v1 and legacy rows outside it', () => {
    for (const e of endpointList) {
      expect(e.path.startsWith('/v1/') || e.path === '/v1', e.id).toBe(e.host === 'v1');
    }
  });

  // The brief's auth, envelope and status rules, restated as data.
  it.each([
    ['ping', 'none', 'v1-code', 200],
    ['getCapabilities', 'key', 'v1-code', 200],
    ['createQuote', 'key', 'v1-code', 201],
    ['createExecution', 'key', 'v1-code', 202],
    ['getTransfer', 'key', 'v1-transfer', 200],
    ['getSwapTokens', 'key', 'legacy', 200],
    ['getSwapApproval', 'key', 'legacy', 200],
    ['postSwapApproval', 'key', 'legacy', 200],
    ['getSwapChains', 'key', 'legacy', 200],
    ['getSwapSources', 'key', 'legacy', 200],
    ['getAvailableRoutes', 'key', 'legacy', 200],
    ['getChains', 'key', 'legacy', 200],
    ['getGaslessQuote', 'key', 'legacy', 200],
    ['submitGasless', 'key', 'legacy', 200],
    ['getDeposits', 'key', 'legacy', 200],
    ['getDeposit', 'key', 'named', 200],
    ['getDepositStatus', 'key', 'named', 200],
    ['getLimits', 'key', 'legacy', 200],
    ['getSuggestedFees', 'key', 'legacy', 200],
    ['createDepositAddress', 'deposit-address', 'legacy', 200],
    ['createWebhookSubscription', 'deposit-address', 'named', 201],
    ['listWebhookSubscriptions', 'deposit-address', 'named', 200],
    ['deleteWebhookSubscription', 'deposit-address', 'named', 204],
  ] as const)('%s: auth %s, envelope %s, status %d', (id, auth, envelope, status) => {
    const e = endpoints[id];
    expect([e.auth, e.envelope, e.successStatus]).toEqual([auth, envelope, status]);
  });

  it('gives every legacy row an integratorId query', () => {
    for (const e of endpointList.filter((row) => row.host === 'legacy')) {
      expect(e.query, e.id).toBeDefined();
      expect(e.query!.safeParse({ integratorId: '0xzzzz' }).success, e.id).toBe(false);
    }
  });
});

describe('fixture coverage', () => {
  it.each(ids)('%s: fixtures exist for exactly the slots the row declares', (id) => {
    const have = slots.filter((slot) => cases(id)[slot] !== undefined);
    const want = slots.filter((slot) => schemaOf(id, slot) !== undefined);
    expect(have).toEqual(want);
    for (const slot of want) {
      expect(cases(id)[slot]!.accept.length, `${id}.${slot} accept`).toBeGreaterThan(0);
      expect(cases(id)[slot]!.reject.length, `${id}.${slot} reject`).toBeGreaterThan(0);
    }
  });

  it.each(declared)('%s.%s accepts its accept cases', (id, slot) => {
    for (const value of cases(id)[slot]!.accept) {
      const result = schemaOf(id, slot)!.safeParse(value);
      expect(result.error?.issues ?? [], JSON.stringify(value)?.slice(0, 200)).toEqual([]);
    }
  });

  it.each(declared)('%s.%s rejects its reject cases', (id, slot) => {
    for (const value of cases(id)[slot]!.reject) {
      expect(
        schemaOf(id, slot)!.safeParse(value).success,
        JSON.stringify(value)?.slice(0, 200),
      ).toBe(false);
    }
  });

  const lenient = (id: EndpointId, slot: string) =>
    slot === 'query' && lenientQueryKeys(endpoints[id]) !== undefined;
  const strictSlots = declared.filter(
    ([id, slot]) => (requestSlots as readonly string[]).includes(slot) && !lenient(id, slot),
  );
  it.each(declared.filter(([id, slot]) => lenient(id, slot)))(
    '%s.%s ignores an unknown key, as the real service reads legacy query strings',
    (id, slot) => {
      for (const value of cases(id)[slot]!.accept) {
        const result = schemaOf(id, slot)!.safeParse({
          ...(value as object),
          skipOriginTxEstimation: 'true',
          integratorID: '0xf00d',
        });
        expect(result.success).toBe(true);
        expect(result.data).not.toHaveProperty('integratorID');
      }
    },
  );
  it('legacy queries of the indexer-backed deposit rows and every versioned query stay strict', () => {
    const strictQueries = endpointList
      .filter((e) => e.query && !lenientQueryKeys(e))
      .map((e) => e.id);
    expect(strictQueries.sort()).toEqual([
      'getCapabilities',
      'getDeposit',
      'getDepositStatus',
      'getDeposits',
    ]);
  });
  it.each(strictSlots)('%s.%s rejects an unknown field and names it', (id, slot) => {
    for (const value of cases(id)[slot]!.accept) {
      const result = schemaOf(id, slot)!.safeParse({
        ...(value as object),
        integratorID: '0xf00d',
      });
      expect(result.success).toBe(false);
      expect(issuePaths(result.error!.issues)).toContain('integratorID');
    }
  });

  it.each(declared.filter(([, slot]) => slot === 'response'))(
    '%s.response keeps unknown fields of objects',
    (id) => {
      const value = cases(id).response.accept[0];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      const parsed = schemaOf(id, 'response')!.parse({ ...value, servedBy: 'edge-7' });
      expect(parsed).toMatchObject({ servedBy: 'edge-7' });
    },
  );
});

describe('matchEndpoint', () => {
  it.each(ids)('%s round-trips its path template', (id) => {
    const e = endpoints[id];
    const params = (cases(id).params?.accept[0] ?? {}) as Record<string, string>;
    const match = matchEndpoint(e.method, e.host, fillPath(e.path, params));
    expect(match?.id).toBe(id);
    expect(match?.params).toEqual(params);
    expect(match?.endpoint).toBe(e);
  });

  it.each([
    ['GET', 'v1', '/v1/transfers'],
    ['GET', 'v1', '/v1/transfers/0xabc/extra'],
    ['GET', 'legacy', '/v1/capabilities'],
    ['GET', 'v1', '/swap/tokens'],
    ['PUT', 'v1', '/v1/quotes'],
    ['DELETE', 'v1', '/v1/webhooks/subscriptions'],
    ['DELETE', 'v1', '/v1/webhooks/subscriptions/a/b'],
    ['GET', 'legacy', '/swap/tokens/'],
    ['GET', 'legacy', '/deposits/../limits'],
  ] as const)('%s %s %s matches nothing', (method, host, path) => {
    expect(matchEndpoint(method, host, path)).toBeUndefined();
  });

  it('tells /deposit from /deposits and ping from quotes', () => {
    expect(matchEndpoint('GET', 'legacy', '/deposit')?.id).toBe('getDeposit');
    expect(matchEndpoint('GET', 'legacy', '/deposits')?.id).toBe('getDeposits');
    expect(matchEndpoint('GET', 'legacy', '/deposit/status')?.id).toBe('getDepositStatus');
    expect(matchEndpoint('GET', 'v1', '/v1/quotes/ping')?.id).toBe('ping');
    expect(matchEndpoint('POST', 'v1', '/v1/quotes')?.id).toBe('createQuote');
  });

  it('decodes parameters so encoded traversal reaches the schema, which rejects it', () => {
    const match = matchEndpoint('DELETE', 'v1', '/v1/webhooks/subscriptions/..%2F..%2Fkeys');
    expect(match?.params).toEqual({ id: '../../keys' });
    expect(match!.endpoint.params!.safeParse(match!.params).success).toBe(false);
    expect(matchEndpoint('DELETE', 'v1', '/v1/webhooks/subscriptions/%E0%A4%A')).toBeUndefined();
  });
});

describe('path parameter schemas', () => {
  const withParams = endpointList.filter((e) => e.params !== undefined);
  const names = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

  it.each(withParams.map((e) => [e.id, e] as const))('%s rejects traversal-ish values', (_, e) => {
    const valid = cases(e.id as EndpointId).params!.accept[0] as Record<string, string>;
    for (const name of names(e.path)) {
      for (const bad of [...hostilePathValues, `${valid[name]}/..`, `${valid[name]}?x=1`]) {
        expect(e.params!.safeParse({ ...valid, [name]: bad }).success, `${name}=${bad}`).toBe(
          false,
        );
      }
    }
  });

  it('declares a schema field for every placeholder and nothing else', () => {
    for (const e of withParams) {
      const shape = (e.params as unknown as { shape: Record<string, unknown> }).shape;
      expect(Object.keys(shape).sort()).toEqual(names(e.path).sort());
    }
    for (const e of endpointList.filter((row) => row.params === undefined)) {
      expect(names(e.path), e.id).toEqual([]);
    }
  });
});
