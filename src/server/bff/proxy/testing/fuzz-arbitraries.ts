// fast-check generators for the proxy fuzz tests (docs/reliability.md#fuzzed-requests): requests
// built from each row's accepted fixtures, then mutated (wrong types, extra keys, missing keys,
// huge strings, unicode, prototype keys), with the row's own zod schemas as the oracle of validity.
import fc from 'fast-check';
import type { Endpoint } from '../../../../contract/endpoint';
import type { EndpointId } from '../../../../contract/endpoints';
import { endpointFixtures } from '../../../../contract/testing/endpoint-fixtures';
import type { EndpointCases } from '../../../../contract/testing/slot-cases';
import { reserialised } from './fuzz-oracle';
import {
  clone,
  edit,
  paths,
  put,
  weirdKey,
  weirdString,
  wrongValue,
  type FuzzRequest,
  type Json,
} from './fuzz-values';

export type { FuzzRequest };

/** Mutations of a JSON body (a valid fixture): each returns [mutation name, body text]. */
function mutatedBody(base: Json): fc.Arbitrary<[string, string]> {
  const all = paths(base);
  const objects = all.filter((p) => {
    let n: unknown = base;
    for (const k of p) n = (n as Record<string | number, unknown>)[k];
    return n !== null && typeof n === 'object' && !Array.isArray(n);
  });
  const inner = all.filter((p) => p.length > 0);
  const pick = <T>(xs: T[]) => fc.constantFrom(...(xs.length > 0 ? xs : ([[]] as T[])));
  return fc.oneof(
    fc.tuple(pick(objects), weirdKey, wrongValue).map(([p, k, v]) => {
      const b = clone(base);
      const target = p.reduce<unknown>((n, key) => (n as Record<string | number, unknown>)[key], b);
      put(target as Record<string, unknown>, k, v);
      return ['extra key', JSON.stringify(b)] as [string, string];
    }),
    fc.tuple(pick(inner), wrongValue).map(([p, v]) => {
      const b = edit(
        clone(base),
        p,
        (parent, key) => ((parent as Record<string | number, Json>)[key] = v),
      );
      return ['wrong type', JSON.stringify(b)] as [string, string];
    }),
    pick(inner).map((p) => {
      const b = edit(clone(base), p, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete (parent as Record<string, Json>)[key];
      });
      return ['missing key', JSON.stringify(b)] as [string, string];
    }),
    fc
      .oneof(
        weirdString(70_000),
        fc.constantFrom(
          '{',
          '[1,',
          '{"a":1}}',
          '\uFEFF{}',
          'null',
          '[]',
          '"x"',
          '{"__proto__":{"polluted":1}}',
        ),
      )
      .map((text) => ['not the shape', text] as [string, string]),
  );
}

function mutatedQuery(base: Record<string, string>): fc.Arbitrary<[string, [string, string][]]> {
  const keys = Object.keys(base);
  const pairs = Object.entries(base);
  const pick = <T>(xs: T[], fallback: T) => fc.constantFrom(...(xs.length > 0 ? xs : [fallback]));
  return fc.oneof(
    fc
      .tuple(weirdKey, weirdString(3_000))
      .map(([k, v]) => ['extra param', [...pairs, [k, v]]] as [string, [string, string][]]),
    fc
      .tuple(pick(keys, 'x'), weirdString(3_000))
      .map(
        ([k, v]) =>
          ['bad value', pairs.map(([pk, pv]) => [pk, pk === k ? v : pv])] as [
            string,
            [string, string][],
          ],
      ),
    pick(keys, 'x').map(
      (k) => ['duplicate', [...pairs, [k, base[k] ?? '1']]] as [string, [string, string][]],
    ),
    pick(keys, 'x').map(
      (k) => ['dropped', pairs.filter(([pk]) => pk !== k)] as [string, [string, string][]],
    ),
  );
}

/** The row's accepted fixtures (never with integratorId: the BFF adds it). */
/** Every combination of the row's accepted fixtures (never with integratorId: the BFF adds it). */
function validCombos(id: EndpointId) {
  const cases = endpointFixtures[id] as EndpointCases;
  const strip = (q: unknown) =>
    Object.fromEntries(
      Object.entries((q ?? {}) as Record<string, string>).filter(([k]) => k !== 'integratorId'),
    );
  const combos: { params: Record<string, string>; query: Record<string, string>; body: unknown }[] =
    [];
  for (const params of (cases.params?.accept ?? [{}]) as Record<string, string>[])
    for (const query of (cases.query?.accept ?? [{}]).map(strip))
      for (const body of cases.body?.accept ?? [undefined]) combos.push({ params, query, body });
  return combos;
}

/** Valid requests only: accepted fixtures, bodies with shuffled keys and random whitespace. */
export function validRequests(id: EndpointId, row: Endpoint): fc.Arbitrary<FuzzRequest> {
  const arbs = validCombos(id).map(({ params, query, body }): fc.Arbitrary<FuzzRequest> => {
    const base = { params, query: Object.entries(query), mutation: 'valid' };
    if (!row.body) return fc.constant({ ...base, bodyText: undefined });
    return reserialised(JSON.stringify(body)).map((bodyText) => ({ ...base, bodyText }));
  });
  return fc.oneof(...arbs);
}

/**
 * ≥ 100 generated requests for a row: about a quarter valid fixtures, the rest mutated. The
 * mutation generators are built once per fixture combination (not per sample).
 */
export function fuzzRequests(id: EndpointId, row: Endpoint): fc.Arbitrary<FuzzRequest> {
  const arbs = validCombos(id).map(({ params, query, body }) => {
    const bodyText = row.body ? JSON.stringify(body) : undefined;
    const pairs = Object.entries(query);
    const variants: fc.Arbitrary<FuzzRequest>[] = [
      fc.constant<FuzzRequest>({ params, query: pairs, bodyText, mutation: 'valid' }),
      mutatedQuery(query).map(([mutation, q]) => ({
        params,
        query: q,
        bodyText,
        mutation: `query ${mutation}`,
      })),
    ];
    if (row.body) {
      variants.push(
        mutatedBody(clone(body)).map(([mutation, text]) => ({
          params,
          query: pairs,
          bodyText: text,
          mutation: `body ${mutation}`,
        })),
      );
    }
    const names = Object.keys(params);
    if (row.params && names.length > 0) {
      variants.push(
        fc.tuple(fc.constantFrom(...names), weirdString(500)).map(([name, v]) => ({
          params: { ...params, [name]: v },
          query: pairs,
          bodyText,
          mutation: 'param',
        })),
      );
    }
    return fc.oneof(...variants);
  });
  return fc.oneof(...arbs);
}
