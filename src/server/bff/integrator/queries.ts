// Query strings of the integrator routes: strict (unknown keys are 400), bounded (page size
// ≤ 100, search text ≤ 100 characters) and with opaque cursors.
import type { Context } from 'hono';
import { z } from 'zod';

const limit = z
  .string()
  .regex(/^\d{1,3}$/, 'Expected a number from 1 to 100')
  .transform(Number)
  .pipe(z.number().int().min(1).max(100))
  .default(20);

const cursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid cursor');

export const depositAddressListQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  limit,
  cursor: cursor.optional(),
});

export const eventListQuery = z.strictObject({
  type: z.string().max(100).optional(),
  address: z.string().max(100).optional(),
  limit,
  cursor: cursor.optional(),
});

export const encodeCursor = (parts: (string | number)[]) =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The parts of a cursor, or undefined when it is not one of ours. */
export function decodeCursor(raw: string | undefined): unknown[] | undefined {
  if (raw === undefined) return undefined;
  try {
    const parts: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return Array.isArray(parts) ? parts : undefined;
  } catch {
    return undefined;
  }
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
