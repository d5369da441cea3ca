// The 400 an own route responds with when its input fails the row's schema: the first issue, naming
// the parameter or field (or the key nobody asked for), in the row's envelope.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { OwnRoute } from '../../../contract/own-route';

export type Slot = 'params' | 'query' | 'body';

const nouns: Record<Slot, string> = {
  params: 'path parameter',
  query: 'query parameter',
  body: 'field',
};

/** "Invalid query parameter 'limit': …", "Unknown field 'amount'", naming `param` as data too. */
export function problemOf(
  slot: Slot,
  issue: z.core.$ZodIssue | undefined,
): { message: string; param?: string } {
  const noun = nouns[slot];
  if (!issue) return { message: `Unreadable ${slot}` };
  const at = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) {
    const param = [...at, issue.keys[0]].join('.');
    return { message: `Unknown ${noun} '${param}'`, param };
  }
  const param = at.join('.');
  if (!param) return { message: `Invalid ${slot === 'body' ? 'body' : slot}: ${issue.message}` };
  return { message: `Invalid ${noun} '${param}': ${issue.message}`, param };
}

export function inputRefusal(c: Context, row: OwnRoute, slot: Slot, error: z.ZodError) {
  const { message, param } = problemOf(slot, error.issues[0]);
  if (row.envelope === 'v1-transfer') {
    return c.json(
      { error: { type: 'invalid_request_error', code: 'INVALID_REQUEST', message } },
      400,
    );
  }
  return c.json({ error: 'ValidationError', message, ...(param && { param }) }, 400);
}
