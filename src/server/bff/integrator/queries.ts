// Reading the integrator routes' query strings (their schemas are the rows' own, in
// contract/own-routes.ts) and their opaque cursors, which are checked whole when they come back:
// a forged cursor is a 400, never a query with a fractional or out-of-range key.
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

/** Parse the query with `schema`; on failure an answer to return instead. */
export function parseQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; res: Response } {
  const r = schema.safeParse(c.req.query());
  if (r.success) return { ok: true, data: r.data };
  const issue = r.error.issues[0];
  const path = issue?.path.join('.') || 'query';
  return { ok: false, res: badRequest(c, `Invalid query parameter '${path}': ${issue?.message}`) };
}
