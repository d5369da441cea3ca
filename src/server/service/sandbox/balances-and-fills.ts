// Development controls outside the upstream interface
// (docs/interface-decisions.md#simulated-clock-and-sandbox), mounted under /sandbox:
//   POST /balances {chainId, token, address, amount}: set a balance (on the sandbox chain too);
//   POST /faucet {chainId, address}: top an address up on a sandbox chain (faucet.ts);
//   POST /fills {paused}: pause or resume relayer fills (paused deposits expire and refund);
//   GET  /fills: whether fills are paused;
//   POST /mining {chainId, held}: hold a sandbox chain's mining (at most 30 s) or release it, so
//   a wallet's transaction stays pending and can be replaced (SandboxChain.holdMining).
// A key with the deposit-address permission is required. Errors use the {error, message}
// envelope of the service's other non-legacy controls.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { anyAddressIn, baseUnits, chainIdIn, evmAddress } from '../../../contract/primitives';
import type { ServiceContext } from '../context';
import { setFillsPaused, fillsPaused } from '../deposits/relayer';
import { findCaller, hasDepositAddressPermission } from '../http/auth';
import { describeIssue } from '../../../contract/validation-failure';
import { setBalance } from '../ledger';
import { setBalanceOn } from '../chains/balances';
import { isAddress } from 'viem';
import { faucetRequest } from '../../../contract/schemas/ferry-sandbox';
import { topUp } from './faucet';

export const sandboxBalanceBody = z.strictObject({
  chainId: chainIdIn,
  token: evmAddress,
  address: anyAddressIn,
  amount: baseUnits,
});

export const sandboxFillsBody = z.strictObject({ paused: z.boolean() });
export const sandboxMiningBody = z.strictObject({ chainId: chainIdIn, held: z.boolean() });

const fail = (c: Context, status: 400 | 401 | 403, error: string, message: string) =>
  c.json({ error, message }, status);

type Parsed<T> = { ok: true; data: T } | { ok: false; error: string };

async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return { ok: false, error: 'The request body is not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = parsed.error.issues[0];
  if (!first) return { ok: false, error: 'Invalid request body' };
  // A refinement's message says what is wrong with the value (the faucet's address), not a type.
  if (first.code === 'custom') {
    return {
      ok: false,
      error: `Invalid parameter at path '${first.path.join('.')}': ${first.message}`,
    };
  }
  return { ok: false, error: describeIssue(first).message };
}

export function sandboxOrderRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();

  // Scoped to these paths: other sandbox routes mounted beside them guard themselves.
  const guard: MiddlewareHandler = async (c, next) => {
    const caller = findCaller(ctx.keys, c.req.header('authorization'));
    if (!caller) {
      return fail(
        c,
        401,
        'UnauthorizedError',
        'A valid Bearer key header is required (Authorization: Bearer <key>)',
      );
    }
    if (!hasDepositAddressPermission(caller)) {
      return fail(c, 403, 'ForbiddenError', "This key lacks the 'deposit-address' permission");
    }
    await next();
  };
  app.use('/balances', guard);
  app.use('/fills', guard);
  app.use('/faucet', guard);
  app.use('/mining', guard);

  app.post('/balances', async (c) => {
    const body = await parseBody(c, sandboxBalanceBody);
    if (!body.ok) return fail(c, 400, 'ValidationError', body.error);
    const { chainId, token, address, amount } = body.data;
    // On a sandbox chain the balance is chain state; the simulated ledger keeps the same figure
    // for the flows that still settle on it (signed transfers).
    const chain = ctx.chains?.get(chainId);
    if (chain && isAddress(address)) {
      if (!(await setBalanceOn(chain, token, address, BigInt(amount)))) {
        return fail(
          c,
          400,
          'ValidationError',
          `token ${token} is not a token of sandbox chain ${chainId}`,
        );
      }
    }
    await setBalance(ctx.db, chainId, token, address, BigInt(amount));
    return c.json({ chainId, token, address, amount });
  });

  app.post('/faucet', async (c) => {
    const body = await parseBody(c, faucetRequest);
    if (!body.ok) return fail(c, 400, 'ValidationError', body.error);
    const { chainId, address } = body.data;
    const chain = ctx.chains?.get(chainId);
    if (!chain) {
      return fail(c, 400, 'ValidationError', `chainId ${chainId} is not a sandbox chain`);
    }
    return c.json(await topUp(ctx, chain, address));
  });

  app.post('/fills', async (c) => {
    const body = await parseBody(c, sandboxFillsBody);
    if (!body.ok) return fail(c, 400, 'ValidationError', body.error);
    await setFillsPaused(ctx.db, body.data.paused);
    return c.json({ paused: body.data.paused });
  });

  app.get('/fills', async (c) => c.json({ paused: await fillsPaused(ctx.db) }));

  app.post('/mining', async (c) => {
    const body = await parseBody(c, sandboxMiningBody);
    if (!body.ok) return fail(c, 400, 'ValidationError', body.error);
    const { chainId, held } = body.data;
    const chain = ctx.chains?.get(chainId);
    if (!chain) {
      return fail(c, 400, 'ValidationError', `chainId ${chainId} is not a sandbox chain`);
    }
    await chain.holdMining(held);
    return c.json({ chainId, held });
  });

  return app;
}
