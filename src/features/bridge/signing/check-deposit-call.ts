// The deposit a quote's transaction makes, whichever entry point it calls (spoke pool `deposit` or
// `depositV3`, periphery `depositNative` or `swapAndBridge`, a gasless entry point), checked field
// by field against what the person saw (docs/reliability.md#nothing-is-sent-that-the-page-does-not-show).
import { zeroAddress, type Hex } from 'viem';
import { shortAddress } from '../../../lib/short-address';
import { outputAtMinimum, type DepositIntent } from '../../../contract/periphery-calls';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { chainLabel } from '../model/route-options';
import { exactAmount, ltr, type PhraseValue } from '../model/messages';
import { isMulticallHandler, isSpokePool, sameAddress, WRAPPED_NATIVE } from './allowlist';
import { CHECK } from './check-messages';
import { TX_CHECK } from './check-tx-messages';
import type { ExpectedTransaction } from './check-transactions';
import type { MessageDescriptor } from 'react-intl';

/** The most a fill deadline may lie ahead: longer locks the money up for nothing if it fails. */
export const MAX_FILL_WINDOW_SEC = 24 * 3600;
/** How far a quote timestamp may lie from the quote's creation (the spoke pool's buffer is 1 h). */
const QUOTE_TIME_SLACK_SEC = 3600;

export type Add = (
  field: string,
  message: MessageDescriptor,
  values?: Record<string, PhraseValue>,
) => void;

/** 0x1234…abcd, as the other checks and the explorer shorten an address. */
export const short = shortAddress;
export const isNative = (address: string) => /^0x0{40}$/i.test(address);

/** The token a contract names: native ETH travels as the chain's wrapped token. */
export const contractTokenOf = (address: string, chainId: number): string | undefined =>
  isNative(address) ? WRAPPED_NATIVE[chainId] : address;

type Side = ExpectedTransaction['inputToken'];

const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v));

/** What the bridge leg moves when a swap comes before or after it (the quote's steps). */
export function bridgeLeg(quote: QuoteResponse, e: ExpectedTransaction) {
  const bridge = quote.steps?.bridge;
  const originSwap = quote.steps?.originSwap;
  const tokenIn: Side = bridge?.tokenIn ?? originSwap?.tokenOut ?? e.inputToken;
  const tokenOut: Side = bridge?.tokenOut ?? quote.steps?.destinationSwap?.tokenIn ?? e.outputToken;
  return {
    tokenIn,
    tokenOut,
    /** The least the origin swap must yield: the deposit's input. */
    minIn: big(originSwap?.minOutputAmount ?? bridge?.inputAmount),
    /** What the origin swap is expected to yield. */
    expectedIn: big(bridge?.inputAmount ?? originSwap?.outputAmount),
    outputAmount: big(bridge?.outputAmount),
  };
}

export function checkDepositCall(
  call: DepositIntent,
  quote: QuoteResponse,
  e: ExpectedTransaction,
  add: Add,
): void {
  const origin = chainLabel(e.originChainId);
  const destination = chainLabel(e.destinationChainId);
  const leg = bridgeLeg(quote, e);
  const viaHandler = isMulticallHandler(e.destinationChainId, call.recipient);

  if (call.contract === 'periphery' && !isSpokePool(e.originChainId, call.spokePool)) {
    add('deposit.spokePool', TX_CHECK.peripherySpokePool, {
      address: short(call.spokePool ?? zeroAddress),
      origin,
    });
  }
  if (call.signatureOwner !== undefined && !sameAddress(call.signatureOwner, e.depositor)) {
    add('deposit.signatureOwner', TX_CHECK.signatureOwner, { function: ltr(call.functionName) });
  }
  if (call.submissionFee && call.submissionFee.amount !== 0n) {
    add('deposit.submissionFees', TX_CHECK.submissionFee, {
      amount: exactAmount(call.submissionFee.amount, leg.tokenIn),
      address: short(call.submissionFee.recipient),
    });
  }

  // Who the deposit is for: refunds go to its depositor; the first depositNative takes the sender.
  if (call.depositor === undefined) {
    if (!sameAddress(e.refundAddress, e.depositor))
      add('deposit.depositor', TX_CHECK.senderRefunds);
  } else if (!sameAddress(call.depositor, e.refundAddress)) {
    add(
      'deposit.depositor',
      CHECK.depositAddress,
      addressValues('depositor', call.depositor, e.refundAddress),
    );
  }
  if (!viaHandler && !sameAddress(call.recipient, e.recipient)) {
    add(
      'deposit.recipient',
      CHECK.depositAddress,
      addressValues('recipient', call.recipient, e.recipient),
    );
  }

  // What goes in: the person's token, or (a swap first) the token the swap yields.
  const inputToken = contractTokenOf(leg.tokenIn.address, e.originChainId);
  if (!inputToken || !sameAddress(call.inputToken, inputToken)) {
    add('deposit.inputToken', CHECK.depositAddress, {
      ...addressValues('inputToken', call.inputToken, inputToken),
      symbol: leg.tokenIn.symbol,
      chain: origin,
    });
  }
  if (call.swap) {
    const swapToken = contractTokenOf(e.inputToken.address, e.originChainId);
    if (!swapToken || !sameAddress(call.swap.swapToken, swapToken)) {
      add('swap.swapToken', TX_CHECK.swapToken, {
        got: short(call.swap.swapToken),
        symbol: e.inputToken.symbol,
        chain: origin,
      });
    }
    if (call.swap.swapTokenAmount !== e.inputAmount) {
      add(
        'swap.swapTokenAmount',
        CHECK.depositAmount,
        amountValues('inputAmount', call.swap.swapTokenAmount, e.inputAmount, e.inputToken),
      );
    }
    if (leg.minIn === undefined || call.swap.minExpectedInputTokenAmount !== leg.minIn) {
      add('swap.minExpectedInputTokenAmount', TX_CHECK.swapMinimum, {
        got: exactAmount(call.swap.minExpectedInputTokenAmount, leg.tokenIn),
        want: leg.minIn === undefined ? '—' : exactAmount(leg.minIn, leg.tokenIn),
      });
    }
  } else if (call.inputAmount !== e.inputAmount) {
    add(
      'deposit.inputAmount',
      CHECK.depositAmount,
      amountValues('inputAmount', call.inputAmount, e.inputAmount, e.inputToken),
    );
  }

  // What comes out: the person's token, or (a swap after) the token the handler swaps from.
  const outSide = viaHandler ? leg.tokenOut : e.outputToken;
  const outputToken = contractTokenOf(outSide.address, e.destinationChainId);
  if (!outputToken || !sameAddress(call.outputToken, outputToken)) {
    add('deposit.outputToken', CHECK.depositAddress, {
      ...addressValues('outputToken', call.outputToken, outputToken),
      symbol: outSide.symbol,
      chain: destination,
    });
  }
  const wantOut = signedOutput(call, leg, viaHandler ? leg.outputAmount : e.outputAmount);
  if (wantOut === undefined || call.outputAmount !== wantOut) {
    add(
      'deposit.outputAmount',
      CHECK.depositAmount,
      amountValues('outputAmount', call.outputAmount, wantOut ?? 0n, outSide),
    );
  }
  if (call.destinationChainId !== e.destinationChainId) {
    add('deposit.destinationChainId', CHECK.depositDestination, {
      chain: chainLabel(call.destinationChainId),
      destination,
    });
  }

  checkTiming(call, quote, e, add);
  if (!viaHandler && call.message !== '0x') add('deposit.message', CHECK.hiddenMessage);
  if (call.tags.orderId !== undefined && call.tags.orderId !== e.quoteId.toLowerCase()) {
    add('transaction.data', CHECK.otherQuote);
  }
}

/**
 * The output the call must sign. After an origin swap with proportional adjustment the periphery
 * asks it in proportion to what the swap yields, so the call signs it priced at the swap's minimum
 * (outputAtMinimum): the quoted output at the expected yield, a share of it at a smaller one.
 */
function signedOutput(
  call: DepositIntent,
  leg: ReturnType<typeof bridgeLeg>,
  quoted: bigint | undefined,
): bigint | undefined {
  if (!call.swap?.enableProportionalAdjustment || quoted === undefined) return quoted;
  if (leg.minIn === undefined || leg.expectedIn === undefined || leg.expectedIn === 0n) {
    return undefined;
  }
  return outputAtMinimum(quoted, leg.expectedIn, leg.minIn);
}

/** Exclusivity, deadlines and the quote time: each as the quote says, or the deposit's fill fails. */
function checkTiming(call: DepositIntent, quote: QuoteResponse, e: ExpectedTransaction, add: Add) {
  const relayer = typeof quote.exclusiveRelayer === 'string' ? quote.exclusiveRelayer : zeroAddress;
  if (!sameAddress(call.exclusiveRelayer, relayer)) {
    add('deposit.exclusiveRelayer', TX_CHECK.exclusiveRelayer, {
      address: short(call.exclusiveRelayer),
    });
  }
  const exclusivity =
    typeof quote.exclusivityParameter === 'number' ? quote.exclusivityParameter : 0;
  if (call.exclusivityParameter !== exclusivity) {
    add('deposit.exclusivityParameter', TX_CHECK.exclusivityParameter, {
      got: call.exclusivityParameter,
    });
  }
  // A deposit sent at any moment the quote is valid must still be fillable.
  const tooSoon = call.fillDeadline * 1000 < Date.parse(quote.expiresAt);
  if (tooSoon || call.fillDeadline - e.nowSec > MAX_FILL_WINDOW_SEC) {
    add('deposit.fillDeadline', tooSoon ? CHECK.deadlineEarly : CHECK.deadlineLate);
  }
  const created = Math.floor(Date.parse(quote.createdAt) / 1000);
  if (
    call.quoteTimestamp > Math.max(e.nowSec, created) + 300 ||
    call.quoteTimestamp < created - QUOTE_TIME_SLACK_SEC
  ) {
    add('deposit.quoteTimestamp', TX_CHECK.quoteTimestamp);
  }
}

function addressValues(field: string, got: Hex, want: string | undefined) {
  return { field, got: short(got), want: want ? short(want) : '—', symbol: '', chain: '' };
}

function amountValues(field: string, got: bigint, want: bigint, token: Side) {
  return { field, got: exactAmount(got, token), want: exactAmount(want, token) };
}
