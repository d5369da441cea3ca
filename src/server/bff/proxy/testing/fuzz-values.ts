// Building blocks of the proxy fuzz tests: JSON helpers that keep "__proto__" an ordinary key,
// and the odd keys, strings and values that mutations use.
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface FuzzRequest {
  params: Record<string, string>;
  /** Query as ordered pairs (duplicates possible). */
  query: [string, string][];
  /** Body text as sent (undefined: none). */
  bodyText: string | undefined;
  mutation: string;
}

/** Own property, even for "__proto__" (plain assignment would set the prototype instead). */
export function put(obj: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });
}

export const clone = (v: unknown): Json => JSON.parse(JSON.stringify(v ?? null)) as Json;

/** Paths to every node of a JSON value, root first. */
export function paths(v: Json, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

export function edit(
  root: Json,
  path: (string | number)[],
  f: (parent: Json, key: string | number) => void,
): Json {
  if (path.length === 0) return root;
  let node = root as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, Json>;
  f(node as Json, path[path.length - 1]!);
  return root;
}

export const weirdKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '',
    ' ',
    'integratorId',
    'a.b',
    '💥',
    'ünï',
    '\u0000',
  ),
  fc.string({ maxLength: 12 }),
);

/** Odd strings; now and then a huge one (up to `maxHuge` characters). */
export const weirdString = (maxHuge: number) =>
  fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '../x',
        '%2e%2e',
        '//',
        '?x=1',
        "'; drop table x;--",
        '<script>',
        '0x',
        '-1',
        '1e400',
        'NaN',
        'null',
        'true',
      ),
      weight: 4,
    },
    {
      arbitrary: fc
        .integer({ min: Math.min(100, maxHuge), max: maxHuge })
        .map((n) => 'x'.repeat(n)),
      weight: 1,
    },
  );

export const wrongValue: fc.Arbitrary<Json> = fc.oneof<fc.Arbitrary<Json>[]>(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  weirdString(20_000),
);
