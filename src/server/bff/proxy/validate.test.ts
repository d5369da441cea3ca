// docs/reliability.md#fuzzed-requests: the validation layer alone gets ≥ 5,000 valid and ≥ 5,000
// mutated payloads per route (wrong types, extra keys, huge strings, unicode, "__proto__" keys):
// valid → accepted, mutated → 400, never a throw. The row's own zod schemas are the oracle. Plus a
// few exact cases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpointList, endpoints, type EndpointId } from '../../../contract/endpoints';
import { quoteRequestFixture } from '../../../contract/testing/v1-quotes';
import { fuzzRequests, validRequests, type FuzzRequest } from './testing/fuzz-arbitraries';
import { schemaAccepts } from './testing/fuzz-oracle';
import { checkRequest } from './validate';

const SEED = 20261121;
const rows = endpointList.map((e) => [e.id as EndpointId, e] as const);

describe('the validation layer alone (≥ 5,000 valid and ≥ 5,000 mutated per route)', () => {
  const withInput = rows.filter(([, row]) => row.params || row.query || row.body);
  it.each(withInput)(
    '%s: 5,000 valid accepted, 5,000 mutated refused with 400, 0 crashes',
    (id, row) => {
      const validArb = validRequests(id, row);
      const mutatedArb = fuzzRequests(id, row).filter(
        (r) => r.mutation !== 'valid' && !schemaAccepts(row, r),
      );
      const run = (r: FuzzRequest) =>
        checkRequest(id, row, {
          params: r.params,
          search: new URLSearchParams(r.query),
          bodyText: r.bodyText,
        });
      let accepted = 0;
      let refused = 0;
      for (const r of fc.sample(validArb, { numRuns: 5_000, seed: SEED }))
        if (run(r).ok) accepted += 1;
      for (const r of fc.sample(mutatedArb, { numRuns: 5_000, seed: SEED })) {
        const out = run(r);
        if (!out.ok && out.failure.status === 400) refused += 1;
      }
      expect([accepted, refused]).toEqual([5_000, 5_000]);
    },
  );
});

describe('checkRequest exact cases', () => {
  const quoteRow = endpoints.createQuote;
  it('forwards the validated JSON re-serialised: a duplicate key cannot mean two things upstream', () => {
    const bodyText = `${JSON.stringify(quoteRequestFixture).slice(0, -1)},"amount":"7"}`;
    const out = checkRequest('createQuote', quoteRow, {
      params: {},
      search: new URLSearchParams(),
      bodyText,
    });
    expect(out.ok).toBe(true);
    const sent = out.ok ? (out.request.bodyText ?? '') : '';
    expect(sent.match(/"amount"/g)).toHaveLength(1);
    expect(JSON.parse(sent)).toMatchObject({ amount: '7' });
  });

  it('a legacy query forwards only the keys its row reads: unknown ones, "__proto__" too, are dropped', () => {
    const out = checkRequest('getSwapTokens', endpoints.getSwapTokens, {
      params: {},
      search: new URLSearchParams('__proto__=x&chainId=8453&isNative=true'),
    });
    expect(out.ok).toBe(true);
    const query = out.ok ? out.request.query : {};
    expect(Object.keys(query)).toEqual(['chainId']);
    expect(Object.getPrototypeOf(query)).toBeNull();
  });

  it('a browser still cannot name the integrator, nor send a versioned query key the row lacks', () => {
    const legacy = checkRequest('getSwapTokens', endpoints.getSwapTokens, {
      params: {},
      search: new URLSearchParams('integratorId=0xdead'),
    });
    expect(legacy).toMatchObject({ ok: false, failure: { status: 400, param: 'integratorId' } });
    const v1 = checkRequest('getCapabilities', endpoints.getCapabilities, {
      params: {},
      search: new URLSearchParams('foo=1'),
    });
    expect(v1).toMatchObject({ ok: false, failure: { status: 400 } });
  });

  it('nesting deep enough to exhaust the stack → 400, not a crash', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const out = checkRequest('createQuote', quoteRow, {
      params: {},
      search: new URLSearchParams(),
      bodyText: deep,
    });
    expect(out).toMatchObject({ ok: false, failure: { status: 400 } });
  });
});
