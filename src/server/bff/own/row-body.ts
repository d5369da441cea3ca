// Checks an own route's JSON body with its row's schema and hands the result to Hono's
// `c.req.valid('json')`. Not Hono's json validator: it reads a body sent without a JSON
// content type as {} and throws (a 500 here) on text that is not JSON; our own routes take the
// body as JSON whatever the header says, as they always have, and refuse unreadable text by name.
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { OwnRoute } from '../../../contract/own-route';
import { inputRefusal } from './input-refusal';

const NOT_JSON = 'The body must be JSON';

export function rowBody(row: OwnRoute, schema: z.ZodType): MiddlewareHandler {
  return async (c: Context, next) => {
    const text = await c.req.text();
    let json: unknown;
    try {
      json = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return c.json({ error: 'ValidationError', message: NOT_JSON, param: 'body' }, 400);
    }
    let checked: ReturnType<typeof schema.safeParse>;
    try {
      checked = schema.safeParse(json);
    } catch {
      // Nesting deep enough to exhaust the stack is simply unreadable.
      return c.json({ error: 'ValidationError', message: NOT_JSON, param: 'body' }, 400);
    }
    if (!checked.success) return inputRefusal(c, row, 'body', checked.error);
    c.req.addValidatedData('json', checked.data as object);
    await next();
  };
}
