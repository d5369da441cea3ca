// POST /api/ferry/sandbox/faucet: test funds on a sandbox chain, as a testnet's faucet gives them.
// Open to anyone, and only where nothing real is at stake: with the embedded service and its
// sandbox chains (a real upstream, or the embedded service run without chains, responds with 404).
// The BFF calls the service's own control (POST /sandbox/faucet) with the key it holds, within two
// budgets: per client address (the security layer's `faucet` budget) and per wallet and chain
// (here). Afterwards the chain's cached reads are dropped, so the next balance read shows it.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { ownRoutes } from '../../../contract/own-routes';
import { describeIssue } from '../../../contract/validation-failure';
import type { BffContext } from '../context';
import type { SandboxUpstream } from '../integrator/sandbox';
import { ownRouter } from '../own/route';
import type { RpcNodes } from '../rpc/forward';
import type { RpcControls } from '../rpc/mount';
import { WINDOW_MS } from '../security/rate-limit';
import { refuse } from '../security/refuse';
import { tokenBuckets } from '../security/token-bucket';
import { askServiceFaucet } from './ask-service';

/** Top-ups a minute for one wallet on one chain: one fills it; a second covers a slip. */
export const FAUCET_PER_WALLET = 2;

const route = ownRoutes.sandboxFaucet;

export function mountFaucet(
  app: Hono,
  ctx: BffContext,
  deps: { upstream: SandboxUpstream; nodes: RpcNodes; rpc: RpcControls },
) {
  const log = ctx.logger.child({ component: 'faucet' });
  const perWallet = tokenBuckets({
    limit: FAUCET_PER_WALLET,
    windowMs: WINDOW_MS,
    now: ctx.clock.now,
  });
  ownRouter(app, ctx).readingItself(['body'], route, async (c) => {
    c.header('Cache-Control', 'no-store');
    let sandboxChains: readonly number[];
    try {
      sandboxChains = (await deps.nodes.chains()).sendChainIds;
    } catch (err) {
      log.warn({ err }, 'could not list the sandbox chains');
      return c.json({ error: 'UnknownError', message: 'The embedded service did not answer' }, 502);
    }
    // Without sandbox chains there is nothing to fund: as if the route did not exist.
    if (sandboxChains.length === 0) {
      return c.json({ error: 'NotFound', message: 'No such Ferry endpoint' }, 404);
    }
    const raw: unknown = await c.req.json().catch(() => undefined);
    const parsed = route.body.safeParse(raw);
    if (!parsed.success) return invalid(c, problemOf(parsed.error, raw));
    const { chainId, address } = parsed.data;
    if (!sandboxChains.includes(chainId)) {
      return invalid(
        c,
        `Invalid field 'chainId': ${chainId} is not a sandbox chain of this Ferry (${sandboxChains.join(', ')})`,
      );
    }
    const taken = perWallet.take(`${chainId}:${address.toLowerCase()}`);
    if (!taken.ok) {
      return refuse(
        c,
        'rate-limited',
        `This address was given test funds on chain ${chainId} moments ago; try again in ${taken.retryAfterSec} s`,
        { headers: { 'Retry-After': String(taken.retryAfterSec) } },
      );
    }
    const outcome = await askServiceFaucet(deps.upstream, { chainId, address });
    if (outcome.kind === 'funded') {
      deps.rpc.chainMoved(chainId);
      return c.json(outcome.body, 200);
    }
    if (outcome.kind === 'refused') return invalid(c, outcome.message);
    log.warn({ reason: outcome.reason }, 'sandbox faucet: the embedded service did not fund');
    return c.json(
      { error: 'UnknownError', message: 'The embedded service did not add the funds' },
      502,
    );
  });
}

const invalid = (c: Context, message: string) => c.json({ error: 'ValidationError', message }, 400);

const SHAPE = 'The body must be JSON: {"chainId": number, "address": "0x…"}';

/** The first problem, naming its field. */
function problemOf(error: z.ZodError, raw: unknown): string {
  const issue = error.issues[0];
  if (!issue || (issue.path.length === 0 && issue.code === 'invalid_type')) return SHAPE;
  if (issue.code === 'unrecognized_keys') return describeIssue(issue).message;
  const field = issue.path.join('.');
  if ((raw as Record<string, unknown>)[field] === undefined) {
    return `Missing required field '${field}'`;
  }
  return `Invalid field '${field}': ${issue.message}`;
}
