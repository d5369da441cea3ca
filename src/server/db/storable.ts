// PostgreSQL (and PGlite) refuse U+0000 in text and jsonb ("unsupported Unicode escape
// sequence"), and jsonb also refuses an escaped lone UTF-16 surrogate. Both are legal in JSON,
// so a value taken from a request can carry them. Columns derived from such a value for
// indexing or display store U+FFFD in their place; whatever must be kept exactly is stored as
// the original text, where JSON escapes them (`\u0000`) as plain ASCII.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(s: string): string;
export function storableText(s: string | null): string | null;
export function storableText(s: string | null): string | null {
  return s === null ? null : s.replace(UNSTORABLE, '\ufffd');
}

/** `value` with every string and key made storable (a deep copy only where one changes). */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v)]),
    );
  }
  return value;
}
