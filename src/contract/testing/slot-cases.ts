// The shape of an endpoint row's accept and reject cases (one pair per schema slot), and the
// pieces several rows' cases share.

export interface SlotCases {
  readonly accept: readonly unknown[];
  readonly reject: readonly unknown[];
}
export interface EndpointCases {
  readonly params?: SlotCases;
  readonly query?: SlotCases;
  readonly body?: SlotCases;
  readonly response: SlotCases;
}

/** Path values that must never reach a handler. */
export const hostilePathValues = [
  '',
  '.',
  '..',
  '../x',
  '..%2F..%2Fetc',
  '%2e%2e',
  '//',
  'a/b',
  '?x=1',
  'a?x=1',
  '#frag',
  'a b',
  'a\u0000b',
  // One past safeId's bound (src/contract/primitives.ts).
  'x'.repeat(129),
] as const;

/** Drop one key from a fixture (for "missing required field" cases). */
export function without<T extends object>(obj: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...obj };
  delete copy[key];
  return copy;
}
