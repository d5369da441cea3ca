// GET /api/ferry/explorer/search: the explorer's search box in one request (search.ts), open to
// anyone like the deposit search it fans out to, and charged to the same search budget, once.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import type { SandboxUpstream } from '../integrator/sandbox';
import { ownRouter } from '../own/route';
import { searchDeposits, type Selector } from './search';

const route = ownRoutes.explorerSearch;

function invalid(c: Context, message: string) {
  return c.json({ error: 'ValidationError', message }, 400);
}

/** The first problem, naming the parameter (or the key nobody asked for). */
function problemOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Unreadable query';
  if (issue.code === 'unrecognized_keys') return `Unknown query parameter '${issue.keys[0]}'`;
  const where = issue.path.join('.');
  return where ? `Invalid query parameter '${where}': ${issue.message}` : issue.message;
}

/** `upstream` is where the embedded service's sandbox controls are; the real service has none. */
export function mountExplorer(app: Hono, ctx: BffContext, upstream?: SandboxUpstream) {
  const sandbox = ctx.embedded ? upstream : undefined;
  ownRouter(app, ctx)(route, async (c) => {
    const repeated = Object.entries(c.req.queries()).find(([, v]) => v.length > 1);
    if (repeated) return invalid(c, `Parameter '${repeated[0]}' appears more than once`);
    const q = route.query.safeParse(c.req.query());
    if (!q.success) return invalid(c, problemOf(q.error.issues[0]));
    const { hash, txnRef, depositId, originChainId } = q.data;
    const selector: Selector = hash
      ? { hash }
      : txnRef
        ? { txnRef }
        : { depositId: depositId!, originChainId: originChainId! };
    const requestId = randomUUID();
    const result = await searchDeposits(ctx, selector, requestId, sandbox);
    c.header('Cache-Control', 'no-store');
    if (result.ok) return c.json(result.body);
    const { status, code, message, retryAfterSec } = result.problem;
    if (retryAfterSec !== undefined) c.header('Retry-After', String(retryAfterSec));
    return c.json({ error: code, message, requestId }, status as ContentfulStatusCode);
  });
}
