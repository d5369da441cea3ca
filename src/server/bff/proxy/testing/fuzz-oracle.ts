// The oracle of the proxy fuzz tests (the row's own schemas, plus the BFF's query rules), and
// valid re-serialisations of a valid body.
import fc from 'fast-check';
import type { Endpoint } from '../../../../contract/endpoint';
import { put, type FuzzRequest, type Json } from './fuzz-values';

/** The oracle: do the row's own schemas (and the BFF's query rules) accept this request? */
export function schemaAccepts(row: Endpoint, req: FuzzRequest): boolean {
  if (row.params && !row.params.safeParse(req.params).success) return false;
  const keys = req.query.map(([k]) => k);
  if (new Set(keys).size !== keys.length || keys.includes('integratorId')) return false;
  if (!row.query && keys.length > 0) return false;
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of req.query) put(query, k, v);
  if (row.query && !row.query.safeParse(query).success) return false;
  if (!row.body) return true;
  let json: unknown;
  try {
    json =
      req.bodyText === undefined || req.bodyText.trim() === ''
        ? undefined
        : JSON.parse(req.bodyText);
  } catch {
    return false;
  }
  try {
    return row.body.safeParse(json).success;
  } catch {
    return false;
  }
}

/** Valid re-serialisations of a valid body: shuffled keys and random whitespace. */
export function reserialised(text: string): fc.Arbitrary<string> {
  const value = JSON.parse(text) as Json;
  return fc.tuple(fc.integer(), fc.constantFrom('', ' ', '\n', '\t  ')).map(([seed, ws]) => {
    let n = seed;
    const shuffle = (v: Json): Json => {
      if (Array.isArray(v)) return v.map(shuffle);
      if (v === null || typeof v !== 'object') return v;
      const entries = Object.entries(v).map(([k, x]) => [k, shuffle(x)] as const);
      entries.sort(() => ((n = (n * 1103515245 + 12345) | 0) & 1 ? 1 : -1));
      return Object.fromEntries(entries);
    };
    return JSON.stringify(shuffle(value), null, ws);
  });
}
