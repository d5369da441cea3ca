// Development control outside the upstream interface
// (docs/interface-decisions.md#simulated-clock-and-sandbox), mounted under /sandbox:  POST
// /deposits {depositAddress, originChainId, inputToken, amount} makes funds arrive at one of the
// caller's deposit addresses (on a sandbox chain, a transaction from the sandbox admin; elsewhere
// on the simulated ledger); the transfer then runs as a real one would (deposit-pending → sweep →
// fill or refund). Needs a key with the deposit-address permission; errors use the {error,
// message} envelope.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { chainIdIn, evmAddress, positiveBaseUnits } from '../../../contract/primitives';
import type { ServiceContext } from '../context';
import { inputTokensFor } from '../deposit-addresses/inputs';
import type { DepositAddressLifecycle } from '../deposit-addresses/lifecycle';
import { findAddress } from '../deposit-addresses/store';
import { statedAmount } from '../catalogue/route-check';
import { findCaller, hasDepositAddressPermission } from '../http/auth';
import { describeIssue } from '../../../contract/validation-failure';
import { limits } from '../world/pricing';
import { findToken } from '../world/tokens';

export const sandboxDepositBody = z.strictObject({
  depositAddress: evmAddress,
  originChainId: chainIdIn,
  inputToken: evmAddress,
  amount: positiveBaseUnits,
});
export type SandboxDepositBody = z.input<typeof sandboxDepositBody>;

const fail = (c: Context, status: 400 | 401 | 403, error: string, message: string) =>
  c.json({ error, message }, status);

export function sandboxDepositRoutes(ctx: ServiceContext, pda: DepositAddressLifecycle): Hono {
  const app = new Hono();

  app.post('/deposits', async (c) => {
    const caller = findCaller(ctx.keys, c.req.header('authorization'));
    if (!caller)
      return fail(
        c,
        401,
        'UnauthorizedError',
        'A valid Bearer key header is required (Authorization: Bearer <key>)',
      );
    if (!hasDepositAddressPermission(caller))
      return fail(c, 403, 'ForbiddenError', "This key lacks the 'deposit-address' permission");

    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return fail(c, 400, 'ValidationError', 'The request body is not valid JSON');
    }
    const parsed = sandboxDepositBody.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return fail(
        c,
        400,
        'ValidationError',
        first ? describeIssue(first).message : 'Invalid request body',
      );
    }
    const body = parsed.data;
    const invalid = (message: string) => fail(c, 400, 'ValidationError', message);

    const address = await findAddress(ctx.db, body.depositAddress);
    // Another integrator's address is not the caller's to play with: the same response as unknown.
    if (address?.integratorId !== caller.integratorId) {
      return invalid(
        `depositAddress ${body.depositAddress} is not one of this integrator's deposit addresses`,
      );
    }
    const { token } = address.record.destination;
    const destination = findToken(token.chainId, token.address);
    const input = findToken(body.originChainId, body.inputToken);
    const now = new Date(ctx.clock.now());
    if (!destination || !input || !inputTokensFor(destination, now).includes(input)) {
      return invalid(
        `inputToken ${body.inputToken} on chain ${body.originChainId} is not a supported input of this deposit address`,
      );
    }
    const amount = BigInt(body.amount);
    const l = limits(input, destination.chainId);
    if (amount < l.minDeposit)
      return invalid(
        `amount is below the min. deposit limit: ${statedAmount(input, l.minDeposit)}`,
      );
    if (amount > l.maxDeposit)
      return invalid(`amount exceeds the max. deposit limit: ${statedAmount(input, l.maxDeposit)}`);

    const arrival = await pda.recordArrival(address, {
      originChainId: input.chainId,
      inputToken: input.address,
      inputAmount: amount,
    });
    return c.json(
      {
        depositAddressId: address.id,
        depositAddress: address.record.depositAddress,
        originChainId: arrival.originChainId,
        inputToken: arrival.inputToken,
        amount: arrival.inputAmount.toString(),
        depositTxnRef: arrival.depositTxnRef,
        status: 'deposit-pending',
      },
      202,
    );
  });

  return app;
}
