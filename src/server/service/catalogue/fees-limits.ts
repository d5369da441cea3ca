// GET /limits and GET /suggested-fees (docs/interface-decisions.md#legacy-query-parameters).
// Both price the route with world/pricing, so their figures match capabilities and swap approval
// exactly.
import { zeroAddress } from 'viem';
import type { z } from 'zod';
import { blockNumberAt } from '../chain-sim';
import type { limitsQuery, suggestedFeesQuery } from '../../../contract/schemas/fees-limits';
import { limitsTokenChoice } from '../../../contract/schemas/fees-limits';
import type { ServiceContext } from '../context';
import { getBalance } from '../ledger';
import { Failure } from '../../../contract/failure';
import { limits, price, type Limits } from '../world/pricing';
import { isContract, spokePoolAddress } from '../world/spokes';
import { checkChainsUp } from './chain-availability';
import { gasFeeDetails } from './gas-details';
import {
  checkDecimals,
  checkMaxAmount,
  checkRecipientMessage,
  resolveRoute,
  statedAmount,
  type Route,
} from './route-check';
import { FILL_WINDOW_MS, mainnetBlockTimestamp, tokenRef, unixSeconds } from './wire';

type LimitsInput = z.output<typeof limitsQuery>;
type SuggestedFeesInput = z.output<typeof suggestedFeesQuery>;

/** How old a suggested-fees `timestamp` may be: the service takes one "within about 10 minutes". */
const MAX_QUOTE_AGE_SEC = 600;

const limitStrings = (l: Limits) => ({
  minDeposit: l.minDeposit.toString(),
  maxDeposit: l.maxDeposit.toString(),
  maxDepositInstant: l.maxDepositInstant.toString(),
  maxDepositShortDelay: l.maxDepositShortDelay.toString(),
  recommendedDepositInstant: l.recommendedDepositInstant.toString(),
});

/**
 * The checks both endpoints share: which token form (MISSING_PARAM when neither), route,
 * decimals, recipient with message.
 */
function checkedRoute(q: LimitsInput | SuggestedFeesInput, at: Date): Route {
  const choice = limitsTokenChoice(q);
  if (!choice.ok) {
    const param =
      q.inputToken !== undefined
        ? 'outputToken'
        : q.outputToken !== undefined
          ? 'inputToken'
          : 'token';
    throw new Failure(400, 'MISSING_PARAM', choice.reason, param);
  }
  const inputToken = q.inputToken ?? q.token ?? '';
  const route = resolveRoute(
    { ...q, inputToken },
    at,
    choice.form === 'token' ? 'token' : 'inputToken',
  );
  checkDecimals(route, q.allowUnmatchedDecimals);
  checkRecipientMessage(q.recipient, q.message, (a) => isContract(a, q.destinationChainId));
  return route;
}

export function getLimits(ctx: ServiceContext, q: LimitsInput) {
  const route = checkedRoute(q, new Date(ctx.clock.now()));
  checkChainsUp(ctx.chains, q, 'legacy');
  // Fee details describe the given amount, or the smallest deposit the route takes.
  const amount = q.amount ? BigInt(q.amount) : limits(route.input, route.output.chainId).minDeposit;
  const p = price(route.input, route.output, amount);
  const relayer = p.relayerCapital.amount + p.destinationGas.amount;
  return {
    ...limitStrings(p.limits),
    relayerFeeDetails: {
      relayFeeTotal: relayer.toString(),
      relayFeePercent: (p.relayerCapital.pct + p.destinationGas.pct).toString(),
      gasFeeTotal: p.destinationGas.amount.toString(),
      gasFeePercent: p.destinationGas.pct.toString(),
      capitalFeeTotal: p.relayerCapital.amount.toString(),
      capitalFeePercent: p.relayerCapital.pct.toString(),
    },
    gasFeeDetails: gasFeeDetails(route.input, route.output.chainId, p.destinationGas.amount),
  };
}

/** The quote timestamp: given (checked), or mainnet's latest block time. */
function quoteTimestamp(nowMs: number, given: string | undefined): number {
  const now = unixSeconds(nowMs);
  if (given === undefined) return mainnetBlockTimestamp(nowMs);
  const ts = Number(given);
  if (ts > now) {
    throw new Failure(
      400,
      'INVALID_PARAM',
      `Quote timestamp ${ts} is in the future (now ${now})`,
      'timestamp',
    );
  }
  if (now - ts > MAX_QUOTE_AGE_SEC) {
    throw new Failure(
      400,
      'INVALID_PARAM',
      `Quote timestamp ${ts} is more than ${MAX_QUOTE_AGE_SEC / 60} minutes old (now ${now})`,
      'timestamp',
    );
  }
  return ts;
}

const pctTotal = (pct: bigint, total: bigint) => ({ pct: pct.toString(), total: total.toString() });

export async function getSuggestedFees(ctx: ServiceContext, q: SuggestedFeesInput) {
  const nowMs = ctx.clock.now();
  const route = checkedRoute(q, new Date(nowMs));
  checkChainsUp(ctx.chains, q, 'legacy');
  const timestamp = quoteTimestamp(nowMs, q.timestamp);
  const amount = BigInt(q.amount);
  const p = price(route.input, route.output, amount);
  // Too high is an error. Too low is AMOUNT_TOO_LOW too, unless the caller asks for the figures
  // anyway (skipAmountLimit=true), when isAmountTooLow flags it, as on the real service.
  checkMaxAmount(route.input, amount, p.limits);
  // A relayer named by the caller fills from its own balance on the destination.
  if (q.relayer !== undefined) {
    const funds = await getBalance(ctx.db, route.output.chainId, route.output.address, q.relayer);
    if (funds < p.outputAmount) {
      throw new Failure(
        400,
        'INVALID_PARAM',
        `Relayer Address (${q.relayer}) doesn't have enough funds to support this deposit`,
        'relayer',
      );
    }
  }
  const tooLow = amount < p.limits.minDeposit;
  if (tooLow && q.skipAmountLimit !== true) {
    throw new Failure(
      400,
      'AMOUNT_TOO_LOW',
      `Sent amount is too low relative to fees: the minimum is ${statedAmount(route.input, p.limits.minDeposit)}`,
      'amount',
    );
  }
  return {
    estimatedFillTimeSec: p.fillTimeSec,
    capitalFeePct: p.relayerCapital.pct.toString(),
    capitalFeeTotal: p.relayerCapital.amount.toString(),
    relayGasFeePct: p.destinationGas.pct.toString(),
    relayGasFeeTotal: p.destinationGas.amount.toString(),
    // The deprecated flat fields mirror totalRelayFee; lpFeePct is "0" on the real service
    // while lpFee carries the LP fee.
    relayFeePct: p.total.pct.toString(),
    relayFeeTotal: p.total.amount.toString(),
    lpFeePct: '0',
    timestamp: String(timestamp),
    isAmountTooLow: tooLow,
    quoteBlock: String(blockNumberAt(1, timestamp * 1000)),
    exclusiveRelayer: zeroAddress,
    exclusivityDeadline: 0,
    spokePoolAddress: spokePoolAddress(route.input.chainId),
    destinationSpokePoolAddress: spokePoolAddress(route.output.chainId),
    totalRelayFee: pctTotal(p.total.pct, p.total.amount),
    relayerCapitalFee: pctTotal(p.relayerCapital.pct, p.relayerCapital.amount),
    relayerGasFee: pctTotal(p.destinationGas.pct, p.destinationGas.amount),
    lpFee: pctTotal(p.lp.pct, p.lp.amount),
    limits: limitStrings(p.limits),
    fillDeadline: String(unixSeconds(ctx.clock.after(FILL_WINDOW_MS))),
    outputAmount: p.outputAmount.toString(),
    inputToken: tokenRef(route.input),
    outputToken: tokenRef(route.output),
  };
}
