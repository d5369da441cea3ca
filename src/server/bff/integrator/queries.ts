// The integrator routes' opaque cursors (their queries are checked by the rows' own schemas,
// own/route.ts), which are checked whole when they come back: a forged cursor is a 400, never a
// query with a fractional or out-of-range key.
import type { Context } from 'hono';
import { z } from 'zod';
import { safeId } from '../../../contract/primitives';

const sequence = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Deposit-address pages: [createdAt in ms, id] of the last row shown. */
export const depositAddressCursor = z.tuple([sequence, safeId]);
/** Inbox pages: [seq] of the last event shown. */
export const eventCursor = z.tuple([sequence]);

export const encodeCursor = (parts: (string | number)[]) =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

/**
 * A cursor's parts as `schema` says they must be: `{ ok: true }` with no value when there is no
 * cursor, `{ ok: false }` when it is not one we could have made.
 */
export function decodeCursor<S extends z.ZodType>(
  raw: string | undefined,
  schema: S,
): { ok: true; value?: z.output<S> } | { ok: false } {
  if (raw === undefined) return { ok: true };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return { ok: false };
  }
  const parsed = schema.safeParse(parts);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

export function badRequest(c: Context, message: string) {
  return c.json({ error: 'ValidationError', message }, 400);
}

export function notFound(c: Context, what: string) {
  return c.json({ error: 'NotFoundError', message: `No such ${what}` }, 404);
}
