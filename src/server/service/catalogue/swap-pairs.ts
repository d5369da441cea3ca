// GET /v1/capabilities?include=swaps: every pair of tokens between two chains and how a
// transfer between them swaps, priced by the same plan as the quotes (swap-plan.ts) for a
// modest amount ($100 of the input), so "available" means a quote for it would be answered.
import type { z } from 'zod';
import type { CrossSwapType } from '../../../contract/schemas/swap-approval';
import type { capabilitySwap } from '../../../contract/schemas/v1-capabilities';
import { Failure } from '../../../contract/failure';
import { centsToUnits } from '../world/pricing';
import { isBridgeable, tokensOn, type WorldToken } from '../world/tokens';
import type { PoolBook } from '../world/pools';
import { planSwap } from './swap-plan';
import { tokenRef } from './wire';

const PROBE_CENTS = 10_000n;

/** The crossSwapType a pair would have, from the assets alone (what the plan also decides). */
function expectedType(input: WorldToken, output: WorldToken): CrossSwapType {
  const origin = !isBridgeable(input);
  const destination =
    !isBridgeable(output) || (isBridgeable(input) && input.family !== output.family);
  if (origin && destination) return 'anyToAny';
  if (origin) return 'anyToBridgeable';
  if (destination) return 'bridgeableToAny';
  return 'bridgeableToBridgeable';
}

export function swapPairs(
  originChainId: number,
  destinationChainId: number,
  at: Date,
  book?: PoolBook,
): z.input<typeof capabilitySwap>[] {
  return tokensOn(originChainId).flatMap((input) =>
    tokensOn(destinationChainId).map((output): z.input<typeof capabilitySwap> => {
      const row = { input: tokenRef(input), output: tokenRef(output) };
      try {
        const plan = planSwap(
          {
            originChainId,
            destinationChainId,
            inputToken: input.address,
            outputToken: output.address,
            amount: centsToUnits(input, PROBE_CENTS),
            tradeType: 'exactInput',
            book,
          },
          at,
        );
        return { ...row, crossSwapType: plan.crossSwapType, status: 'available', reason: null };
      } catch (err) {
        if (!(err instanceof Failure)) throw err;
        return {
          ...row,
          crossSwapType: expectedType(input, output),
          status: 'unavailable',
          reason: { code: err.code ?? 'SWAP_QUOTE_UNAVAILABLE', message: err.message },
        };
      }
    }),
  );
}
