// Reading typed-data values the way a wallet would: chain ids and uints may arrive as numbers,
// decimal strings or hex strings. Anything else reads as undefined, which never matches.

import type { Phrase } from '../model/messages';

export function readUint(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined;
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  }
  if (typeof value === 'string' && /^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/.test(value)) {
    return BigInt(value);
  }
  return undefined;
}

export function readChainId(value: unknown): number | undefined {
  const n = readUint(value);
  return n !== undefined && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : undefined;
}

export interface Problem {
  /** The typed-data field that does not match, e.g. "domain.chainId" or "message.recipient". */
  field: string;
  /** What is wrong, in words a person can act on. */
  message: Phrase;
}

export type Checked<T> = { ok: true; plan: T } | { ok: false; problems: Problem[] };
