// Which content coding a response may use, read from the request's Accept-Encoding as RFC 9110
// (section 12.5.3) has it: weights count, `q=0` refuses, `*` stands for every coding not named,
// and a coding the client did not name at all is never used. At equal weight the first of
// `available` wins (brotli before gzip: smaller at the same cost to the browser).

export type ContentCoding = 'br' | 'gzip';

export const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = CODINGS,
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding || weights.has(coding)) continue;
    weights.set(coding, weight(params));
  }
  const any = weights.get('*');
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of available) {
    // "x-gzip" is gzip's old name, still to be understood as gzip (RFC 9110, 8.4.1.3).
    const q = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? any;
    if (q !== undefined && q > bestWeight) {
      best = coding;
      bestWeight = q;
    }
  }
  return best;
}

/** The `q` of one entry's parameters; 1 without one, 0 (refused) when it cannot be read. */
function weight(params: string[]): number {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const q = Number(value.trim());
    return /^\s*(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/.test(value) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}
