// GET/POST /swap/approval (docs/interface-decisions.md#swap-approval), in the real service's
// shape. Two exports other modules use:
//
//   quoteSwap(ctx, query, opts?) → SwapQuote                      (sync; no I/O)
//     The priced, validated quote: the swap plan (swap-plan.ts: legs, bridge, amounts, against
//     `opts.book`'s pools), the deposit recipient/message, deadlines and the origin call the real
//     service asks for (spoke pool deposit, periphery depositNative or swapAndBridge). Throws
//     Failure (legacy codes) when it cannot quote.
//
//   buildSwapApproval(ctx, query, opts?) → Promise<SwapApprovalWire>
//     The wire answer in the real service's shape (fees total/totalMax/originGas with their
//     breakdowns, steps, checks, swapTx), without `id` (the router adds the request id). The
//     gasless quote reuses it and swaps `swapTx` for typed data.
import { checkChainsUp } from './chain-availability';
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
import { originChecks } from '../chains/origin-checks';
import { getBalance } from '../ledger';
import { SWAP_PROVIDER, type PoolBook } from '../world/pools';
import { multicallHandler } from '../world/spokes';
import { approveAmounts, type WorldToken } from '../world/tokens';
import type { SwapAction } from './actions';
import { poolBook } from './chain-pools';
import { encodeApprove } from './deposit-calldata';
import { swapCall } from './swap-call';
import { swapFeesWire } from './swap-fees';
import { planSwap, type PlannedLeg, type SwapPlan } from './swap-plan';
import { FILL_WINDOW_MS, mainnetBlockTimestamp, namedTokenRef, unixSeconds } from './wire';

export type SwapApprovalInput = z.output<typeof swapApprovalQuery>;
export type SwapApprovalWire = z.input<typeof swapApprovalResponse>;
export interface SwapApprovalOptions {
  actions?: readonly SwapAction[];
  /**
   * Read balance and allowance from the sandbox chain, price swaps against its DEX pairs and
   * simulate the transaction there (the swap API). The gasless quote, which still settles on
   * the simulated ledger, reads the ledger.
   */
  onChain?: boolean;
  /** The pools' reserves to price swaps against (buildSwapApproval reads them on chain). */
  book?: PoolBook;
}

/** A quote without a destination swap stays usable for five minutes of real time. */
const QUOTE_TTL_SEC = 300;
/** A destination swap's price is fresh for less: 30 s, or 60 s when it swaps on mainnet. */
const destinationSwapTtl = (chainId: number) => (chainId === 1 ? 60 : 30);
/** Gas of the origin transaction: a spoke deposit, or a periphery swap-and-bridge. */
const DEPOSIT_GAS = 180_000n;
const SWAP_AND_BRIDGE_GAS = 350_000n;

export interface SwapQuote {
  plan: SwapPlan;
  /** The user's input and output tokens (the bridge may carry another asset between them). */
  input: WorldToken;
  output: WorldToken;
  tradeType: TradeType;
  depositor: Hex;
  /** Who receives the bridge's fill: the recipient, or the multicall handler. */
  depositRecipient: Hex;
  recipient: Hex;
  refundToken: WorldToken;
  message: Hex;
  actionsCount: number;
  quoteTimestamp: number;
  fillDeadline: number;
  quoteExpiryTimestamp: number;
  /** The contract the origin transaction calls and the allowance is for. */
  spender: Hex;
  spokePool: Hex;
  /** The origin transaction: `depositData` sent to `to` (the spoke pool or the periphery). */
  to: Hex;
  depositData: Hex;
  originGasUnits: bigint;
}

/** Every chain this world serves uses EVM addresses; a base58 one cannot receive there. */
function evm(param: string, value: string): Hex {
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return value as Hex;
  throw new Failure(400, 'INVALID_PARAM', `${param} must be an EVM address on this route`, param);
}

/** Pairs of parameters that only make sense together, or never together. */
function checkPairs(q: SwapApprovalInput) {
  if (q.includeSources && q.excludeSources) {
    throw new Failure(
      400,
      'INVALID_PARAM',
      "Cannot use 'excludeSources' and 'includeSources' together. Please use only one of them.",
      'includeSources, excludeSources',
    );
  }
  if ((q.appFee === undefined) !== (q.appFeeRecipient === undefined)) {
    throw new Failure(
      400,
      'INVALID_PARAM',
      "Both 'appFee' and 'appFeeRecipient' must be provided together.",
      'appFee, appFeeRecipient',
    );
  }
}

export function quoteSwap(
  ctx: ServiceContext,
  q: SwapApprovalInput,
  opts: SwapApprovalOptions = {},
): SwapQuote {
  checkPairs(q);
  const now = ctx.clock.now();
  const depositor = evm('depositor', q.depositor);
  const recipient = evm('recipient', q.recipient ?? q.depositor);
  // Refunds go to the deposit's depositor, so a refund address takes that place in the deposit.
  const refundTo = evm('refundAddress', q.refundAddress ?? q.depositor);
  if (q.appFeeRecipient !== undefined) evm('appFeeRecipient', q.appFeeRecipient);
  const tradeType = q.tradeType ?? 'exactInput';
  const plan = planSwap(
    { ...q, amount: BigInt(q.amount), tradeType, book: opts.book },
    new Date(now),
  );

  const quoteTimestamp = mainnetBlockTimestamp(now);
  const fillDeadline = unixSeconds(ctx.clock.after(FILL_WINDOW_MS));
  const call = swapCall(plan, {
    refundTo,
    recipient,
    quoteTimestamp,
    fillDeadline,
    actions: opts.actions,
  });
  const { to, depositRecipient, message, spokePool } = call;
  const depositData = call.data;
  // Refunds come back on the origin by default when the output is a bridged asset.
  const refundOnOrigin = q.refundOnOrigin ?? plan.destinationSwap === undefined;
  return {
    plan,
    input: plan.input,
    output: plan.output,
    tradeType,
    depositor,
    depositRecipient,
    recipient,
    refundToken: refundOnOrigin ? plan.bridgeIn : plan.bridgeOut,
    message,
    actionsCount: opts.actions?.length ?? 0,
    quoteTimestamp,
    fillDeadline,
    quoteExpiryTimestamp:
      unixSeconds(now) +
      (plan.destinationSwap ? destinationSwapTtl(plan.output.chainId) : QUOTE_TTL_SEC),
    spender: to,
    spokePool,
    to,
    depositData,
    originGasUnits: plan.originSwap ? SWAP_AND_BRIDGE_GAS : DEPOSIT_GAS,
  };
}

/** One swap leg as the swap API and the versioned quote both write it. */
export function stepWire(leg: PlannedLeg, slippage: number) {
  return {
    tokenIn: namedTokenRef(leg.tokenIn),
    tokenOut: namedTokenRef(leg.tokenOut),
    inputAmount: leg.inputAmount.toString(),
    maxInputAmount: leg.maxInputAmount.toString(),
    outputAmount: leg.outputAmount.toString(),
    minOutputAmount: leg.minOutputAmount.toString(),
    swapProvider: { name: SWAP_PROVIDER, sources: [leg.source] },
    slippage,
  };
}

/**
 * The approval of the spender for the most the quote may take; USDT, whose approve reverts when
 * changing one non-zero allowance to another, gets approve(spender, 0) first, as the real service
 * sends it.
 */
function approvalTxns(input: WorldToken, spender: Hex, allowance: bigint, plan: SwapPlan) {
  const tx = (amount: bigint) => ({
    chainId: input.chainId,
    to: input.address,
    data: encodeApprove(spender, amount),
  });
  return approveAmounts(input, allowance, plan.maxInputAmount).map(tx);
}

export async function buildSwapApproval(
  ctx: ServiceContext,
  q: SwapApprovalInput,
  opts: SwapApprovalOptions = {},
): Promise<SwapApprovalWire> {
  checkChainsUp(ctx.chains, q, 'legacy');
  // Swaps are priced against the pairs' reserves on the chains they run on.
  const book =
    opts.book ??
    (opts.onChain ? await poolBook(ctx, [q.originChainId, q.destinationChainId]) : undefined);
  const s = quoteSwap(ctx, q, { ...opts, book });
  const { plan, input } = s;
  const inputAmount = plan.inputAmount.toString();
  // With skipChecks the service reads neither balance nor allowance and reports zeros.
  const skipChecks = q.skipChecks === true;
  const swapTarget = s.to;
  const swapValue = input.native ? plan.inputAmount : 0n;
  const chain = opts.onChain ? ctx.chains?.get(input.chainId) : undefined;
  const estimate = q.skipOriginTxEstimation !== true;
  let balance = 0n;
  let allowance = input.native ? MAX_UINT256 : 0n;
  // Without a chain the simulated world runs the origin transaction unless asked not to estimate it.
  let simulation: { success: boolean; gas?: bigint } = {
    success: estimate,
    ...(estimate ? { gas: s.originGasUnits } : {}),
  };
  if (chain) {
    const checks = await originChecks(chain, {
      token: input.address,
      owner: s.depositor,
      spender: s.spender,
      needed: plan.maxInputAmount,
      tx: { to: swapTarget, data: s.depositData, value: swapValue },
      simulate: estimate,
    });
    if (!skipChecks) ({ balance, allowance } = checks);
    simulation = checks.simulation;
  } else if (!skipChecks) {
    balance = await getBalance(ctx.db, input.chainId, input.address, s.depositor);
  }
  // Native value needs no approval; on the simulated ledger ERC-20 allowances start at zero, so
  // an ERC-20 quote there always carries the approval transaction.
  const approvalNeeded = !skipChecks && allowance < plan.maxInputAmount;
  const fees = swapFeesWire(s);
  const chainKind = getChain(input.chainId)?.kind;
  const bridgeFees = fees.bridgeStep;
  return {
    crossSwapType: plan.crossSwapType,
    amountType: s.tradeType,
    checks: {
      allowance: {
        token: input.address,
        spender: s.spender,
        actual: skipChecks ? '0' : allowance.toString(),
        expected: skipChecks ? '0' : plan.maxInputAmount.toString(),
      },
      balance: {
        token: input.address,
        actual: balance.toString(),
        expected: skipChecks ? '0' : plan.maxInputAmount.toString(),
      },
    },
    ...(approvalNeeded ? { approvalTxns: approvalTxns(input, s.spender, allowance, plan) } : {}),
    steps: {
      ...(plan.originSwap ? { originSwap: stepWire(plan.originSwap, plan.slippage) } : {}),
      bridge: {
        inputAmount: plan.bridge.inputAmount.toString(),
        outputAmount: plan.bridge.outputAmount.toString(),
        tokenIn: namedTokenRef(plan.bridgeIn),
        tokenOut: namedTokenRef(plan.bridgeOut),
        recipient: s.depositRecipient,
        fees: bridgeFees,
        provider: 'across',
      },
      ...(plan.destinationSwap
        ? { destinationSwap: stepWire(plan.destinationSwap, plan.slippage) }
        : {}),
      ...(s.actionsCount > 0
        ? {
            destinationActions: {
              count: s.actionsCount,
              handler: multicallHandler(plan.output.chainId),
            },
          }
        : {}),
    },
    inputToken: namedTokenRef(input),
    outputToken: namedTokenRef(s.output),
    refundToken: namedTokenRef(s.refundToken),
    fees: fees.quote,
    inputAmount,
    maxInputAmount: plan.maxInputAmount.toString(),
    expectedOutputAmount: plan.expectedOutputAmount.toString(),
    minOutputAmount: plan.minOutputAmount.toString(),
    expectedFillTime: plan.bridge.fillTimeSec,
    swapTx: {
      ecosystem: chainKind === 'special-ledger' ? 'hypercore' : 'evm',
      simulationSuccess: simulation.success,
      chainId: input.chainId,
      to: swapTarget,
      data: s.depositData,
      ...(input.native ? { value: inputAmount } : {}),
      ...(simulation.gas !== undefined ? { gas: simulation.gas.toString() } : {}),
    },
    quoteExpiryTimestamp: s.quoteExpiryTimestamp,
  };
}
