// Stand-in for Schemathesis (docs/reliability.md#fuzzed-requests; it needs PyPI): fast-check over
// the endpoint table. Each mirrored route gets ≥ 100 generated requests on loopback (embedded
// service upstream), valid and mutated; the row's own schemas decide which are valid.
// (docs/reliability.md#fuzzed-requests's 5,000 + 5,000 payloads per route run against the
// validation layer alone, in validate.test.ts.)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, lenientQueryKeys } from '../../../contract/endpoint';
import { endpointList, type EndpointId } from '../../../contract/endpoints';
import type { TestBff } from '../../testing/bff-harness';
import { fuzzRequests, type FuzzRequest } from './testing/fuzz-arbitraries';
import { schemaAccepts } from './testing/fuzz-oracle';
import { allUpstreamCalls, call, expectKeyNeverLeaked, startAdminBff } from './testing/proxy-calls';

const SEED = 20261121;
let t: TestBff;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await startAdminBff());
});
afterAll(async () => {
  expectKeyNeverLeaked(t);
  await t.close();
});

const rows = endpointList.map((e) => [e.id as EndpointId, e] as const);

function send(row: (typeof rows)[number][1], req: FuzzRequest) {
  const qs = new URLSearchParams(req.query).toString();
  const path = `/api${fillPath(row.path, req.params)}${qs ? `?${qs}` : ''}`;
  return call(t, path, {
    method: row.method,
    headers: { cookie, ...(req.bodyText !== undefined && { 'content-type': 'application/json' }) },
    ...(req.bodyText !== undefined && { body: req.bodyText }),
  });
}

describe('generated requests against the BFF on loopback (≥ 100 per route)', () => {
  it.each(rows)(
    '%s: 100 requests → 0 responses ≥ 500; schema-invalid → 400/404/413/422 with 0 upstream calls',
    async (id, row) => {
      const requests = fc.sample(fuzzRequests(id, row), { numRuns: 100, seed: SEED });
      const failures: string[] = [];
      let invalid = 0;
      for (const req of requests) {
        const valid = schemaAccepts(row, req);
        const before = allUpstreamCalls(t);
        const res = await send(row, req);
        const calls = allUpstreamCalls(t) - before;
        const what = `${req.mutation} → ${res.status} (${calls} calls): ${res.text.slice(0, 160)}`;
        if (res.status >= 500) failures.push(what);
        if (!valid) {
          invalid += 1;
          if (![400, 404, 413, 422].includes(res.status) || calls !== 0) failures.push(what);
        } else if (res.status === 400 && calls === 0) {
          failures.push(`valid but refused by the BFF: ${what}`);
        }
      }
      expect(failures).toEqual([]);
      expect(requests).toHaveLength(100);
      // Legacy queries ignore unknown keys, so their extra-param mutations are valid requests:
      // a row whose only input is such a query has few invalid ones, and a row that also has a
      // strict body fewer than before.
      const lenient = lenientQueryKeys(row) !== undefined;
      if (row.params || row.body || (row.query && !lenient)) {
        expect(invalid).toBeGreaterThan(lenient ? 10 : 20);
      }
    },
  );
});
