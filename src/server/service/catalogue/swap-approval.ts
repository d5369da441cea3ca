// GET/POST /swap/approval (supplement 4). Two exports other modules use:
//
//   quoteSwap(ctx, query, opts?) → SwapQuote                      (sync; no I/O)
//     The priced, validated quote: route, pricing, amounts, deposit recipient/message,
//     deadlines and deposit calldata. Throws Failure (legacy codes) when it cannot quote.
//
//   buildSwapApproval(ctx, query, opts?) → Promise<SwapApprovalWire>
//     ctx:   ServiceContext (clock: deadlines and expiry; db: the balance check)
//     query: SwapApprovalInput = z.output<typeof swapApprovalQuery> (parsed query: chain ids as
//            numbers, refundOnOrigin boolean, slippage 'auto' | number)
//     opts:  { actions?: SwapAction[] } embedded destination actions (the POST body's actions)
//     Returns the wire response (z.input<typeof swapApprovalResponse>) without `id` (the router
//     adds the request id). The gasless quote reuses it and swaps `swapTx` for typed data.
import type { z } from 'zod';
import type { Hex } from 'viem';
import { getChain } from '../../../contract/chains';
import { MAX_UINT256 } from '../../../contract/amounts';
import type {
  TradeType,
  swapApprovalQuery,
  swapApprovalResponse,
} from '../../../contract/schemas/swap-approval';
import type { ServiceContext } from '../context';
import { Failure } from '../../../contract/failure';
import { getBalance } from '../ledger';
import { price, priceForOutput, type Pricing } from '../world/pricing';
import { MULTICALL_HANDLER, spokePoolAddress } from '../world/spokes';
import type { WorldToken } from '../world/tokens';
import { encodeActions, type SwapAction } from './actions';
import { encodeApprove, encodeDeposit } from './deposit-calldata';
import { checkAmount, resolveRoute, type Route } from './route-check';
import { FILL_WINDOW_MS, feeItem, mainnetBlockTimestamp, namedTokenRef, unixSeconds } from './wire';

export type SwapApprovalInput = z.output<typeof swapApprovalQuery>;
export type SwapApprovalWire = z.input<typeof swapApprovalResponse>;
export interface SwapApprovalOptions {
  actions?: readonly SwapAction[];
}

/** A quote stays usable for five minutes of real time, like the real swap API's quotes. */
const QUOTE_TTL_SEC = 300;

export interface SwapQuote extends Route {
  tradeType: TradeType;
  pricing: Pricing;
  depositor: Hex;
  /** Who receives on the destination: the caller's recipient, or the multicall handler with actions. */
  depositRecipient: Hex;
  refundToken: WorldToken;
  message: Hex;
  actionsCount: number;
  minOutputAmount: bigint;
  quoteTimestamp: number;
  fillDeadline: number;
  quoteExpiryTimestamp: number;
  spokePool: Hex;
  depositData: Hex;
}

/** Every chain this world serves uses EVM addresses; a base58 one cannot receive there. */
function evm(param: string, value: string): Hex {
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return value as Hex;
  throw new Failure(400, 'INVALID_PARAM', `${param} must be an EVM address on this route`, param);
}

export function quoteSwap(
  ctx: ServiceContext,
  q: SwapApprovalInput,
  opts: SwapApprovalOptions = {},
): SwapQuote {
  const now = ctx.clock.now();
  const route = resolveRoute(q, new Date(now));
  const depositor = evm('depositor', q.depositor);
  const recipient = evm('recipient', q.recipient ?? q.depositor);
  // Refunds go to the deposit's depositor, so a refund address takes that place in the deposit.
  const refundTo = evm('refundAddress', q.refundAddress ?? q.depositor);
  const tradeType = q.tradeType ?? 'exactInput';
  const amount = BigInt(q.amount);
  // exactOutput and minOutput name the amount to arrive; a bridge-only route has no swap, so
  // both deliver at least that amount and slippage (validated) has nothing to apply to.
  const pricing =
    tradeType === 'exactInput'
      ? price(route.input, route.output, amount)
      : priceForOutput(route.input, route.output, amount);
  checkAmount(route.input, pricing.inputAmount, pricing.limits);

  const actions = opts.actions ?? [];
  const message: Hex = actions.length > 0 ? encodeActions(actions, recipient) : '0x';
  const depositRecipient: Hex = actions.length > 0 ? MULTICALL_HANDLER : recipient;
  const quoteTimestamp = mainnetBlockTimestamp(now);
  const fillDeadline = unixSeconds(ctx.clock.after(FILL_WINDOW_MS));
  const depositData = encodeDeposit({
    depositor: refundTo,
    recipient: depositRecipient,
    input: route.input,
    output: route.output,
    inputAmount: pricing.inputAmount,
    outputAmount: pricing.outputAmount,
    quoteTimestamp,
    fillDeadline,
    message,
  });
  return {
    ...route,
    tradeType,
    pricing,
    depositor,
    depositRecipient,
    refundToken: q.refundOnOrigin === false ? route.output : route.input,
    message,
    actionsCount: actions.length,
    minOutputAmount: tradeType === 'exactInput' ? pricing.outputAmount : amount,
    quoteTimestamp,
    fillDeadline,
    quoteExpiryTimestamp: unixSeconds(now) + QUOTE_TTL_SEC,
    spokePool: spokePoolAddress(route.input.chainId),
    depositData,
  };
}

export async function buildSwapApproval(
  ctx: ServiceContext,
  q: SwapApprovalInput,
  opts: SwapApprovalOptions = {},
): Promise<SwapApprovalWire> {
  const s = quoteSwap(ctx, q, opts);
  const { input, output, pricing: p } = s;
  const inputAmount = p.inputAmount.toString();
  const balance = await getBalance(ctx.db, input.chainId, input.address, s.depositor);
  const chainKind = getChain(input.chainId)?.kind;
  return {
    crossSwapType: 'bridgeableToBridgeable',
    amountType: s.tradeType,
    checks: {
      // Native value needs no approval; ERC-20 allowances start at zero in the simulated world.
      allowance: {
        token: input.address,
        spender: s.spokePool,
        actual: input.native ? MAX_UINT256.toString() : '0',
        expected: inputAmount,
      },
      balance: { token: input.address, actual: balance.toString(), expected: inputAmount },
    },
    ...(input.native
      ? {}
      : {
          approvalTxns: [
            {
              chainId: input.chainId,
              to: input.address,
              data: encodeApprove(s.spokePool, p.inputAmount),
            },
          ],
        }),
    steps: {
      bridge: {
        inputAmount,
        outputAmount: p.outputAmount.toString(),
        tokenIn: namedTokenRef(input),
        tokenOut: namedTokenRef(output),
        recipient: s.depositRecipient,
        fees: {
          lp: feeItem(input, p.lp),
          relayerCapital: feeItem(input, p.relayerCapital),
          destinationGas: feeItem(input, p.destinationGas),
        },
      },
      ...(s.actionsCount > 0
        ? { destinationActions: { count: s.actionsCount, handler: MULTICALL_HANDLER } }
        : {}),
    },
    inputToken: namedTokenRef(input),
    outputToken: namedTokenRef(output),
    refundToken: namedTokenRef(s.refundToken),
    // No swap leg means no slippage: the most the transfer can cost is what it costs.
    fees: { total: feeItem(input, p.total), totalMax: feeItem(input, p.total) },
    inputAmount,
    maxInputAmount: inputAmount,
    expectedOutputAmount: p.outputAmount.toString(),
    minOutputAmount: s.minOutputAmount.toString(),
    expectedFillTime: p.fillTimeSec,
    swapTx: {
      ecosystem: chainKind === 'special-ledger' ? 'hypercore' : 'evm',
      chainId: input.chainId,
      to: s.spokePool,
      data: s.depositData,
      ...(input.native ? { value: inputAmount } : {}),
    },
    quoteExpiryTimestamp: s.quoteExpiryTimestamp,
  };
}
