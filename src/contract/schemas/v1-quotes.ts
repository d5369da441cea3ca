// POST /v1/quotes (docs/interface-decisions.md#quotes): price one exact transfer; the
// quoteId is the orderId.
import { z } from 'zod';
import {
  anyAddress,
  anyAddressIn,
  chainIdIn,
  chainIdOut,
  evmAddress,
  hash32,
  hex,
  openEnum,
  positiveBaseUnits,
  timestamp,
  uintStringOut,
} from '../primitives';
import { feeItem, tokenRef, typedData } from './common';
import { crossSwapTypes, swapStep } from './swap-approval';
import { responseObject } from './response-object';

export const fundingMethods = ['signature', 'transaction'] as const;
export type FundingMethod = (typeof fundingMethods)[number];

export const quoteRequest = z.strictObject({
  originChainId: chainIdIn,
  destinationChainId: chainIdIn,
  inputToken: anyAddressIn,
  outputToken: anyAddressIn,
  amount: positiveBaseUnits,
  tradeType: z.enum(['exactInput', 'exactOutput']).optional(),
  /** Slippage tolerance per swap leg as a fraction (0.01 = 1 %), when the output asset differs. */
  slippage: z.number().min(0).max(0.5).optional(),
  // The depositor signs EIP-712 typed data, so it is an EVM account.
  depositor: evmAddress,
  recipient: anyAddressIn.optional(),
  refundAddress: anyAddressIn.optional(),
  externalId: z.string().min(1).max(128).optional(),
  /**
   * How the depositor funds the transfer: by signing (the service sends the deposit), or by
   * sending an approval and the deposit transaction from the wallet. Default: a signature where
   * the input token has a signature scheme (EIP-3009 or EIP-2612), a transaction otherwise
   * (native ETH, WETH, USDT and the like).
   */
  funding: z.enum(fundingMethods).optional(),
});
export type QuoteRequest = z.input<typeof quoteRequest>;

export const signTypedDataAction = responseObject({
  kind: z.literal('sign_typed_data'),
  id: z.string().min(1), // "funding": the key of the signature in the execution body
  chainId: chainIdOut,
  typedData,
});
export type SignTypedDataAction = z.infer<typeof signTypedDataAction>;

/** A transaction for the wallet to send as it is: the target, the calldata and the value. */
export const evmTransaction = responseObject({
  chainId: chainIdOut,
  to: evmAddress,
  data: hex,
  value: uintStringOut, // wei; "0" unless native ETH is deposited
});
export type EvmTransaction = z.infer<typeof evmTransaction>;

/**
 * An ERC-20 approval the deposit needs: `spender` may move `amount` of `token` (exactly the
 * input amount). A wallet whose allowance already covers it skips the transaction.
 */
export const approvalAction = responseObject({
  kind: z.literal('approval'),
  id: z.string().min(1),
  chainId: chainIdOut,
  token: evmAddress,
  spender: evmAddress,
  amount: uintStringOut,
  transaction: evmTransaction,
});
export type ApprovalAction = z.infer<typeof approvalAction>;

/**
 * A transaction for the wallet to send: id "deposit" is the spoke pool's deposit. Its calldata
 * ends with the order id after the deposit's arguments, which is how the service links the
 * deposit it sees on chain to the quote.
 */
export const sendTransactionAction = responseObject({
  kind: z.literal('send_transaction'),
  id: z.string().min(1),
  chainId: chainIdOut,
  transaction: evmTransaction,
});
export type SendTransactionAction = z.infer<typeof sendTransactionAction>;

/** Which body POST /v1/quotes/{orderId}/executions takes for this quote. */
export const executionArms = ['signatures', 'txnRef'] as const;
export type ExecutionArm = (typeof executionArms)[number];

export const submitExecutionAction = responseObject({
  kind: z.literal('submit_execution'),
  method: z.literal('POST'),
  path: z.string().startsWith('/v1/'),
  /**
   * "signatures": the body carries the signatures of the sign_typed_data actions, by id.
   * "txnRef": the body reports the hash of the send_transaction action named by `txnRefOf`.
   * Absent in older responses, where it is "signatures".
   */
  arm: openEnum(executionArms).optional(),
  txnRefOf: z.string().optional(),
  /**
   * False when the service finds the transaction on chain by itself, so the report only makes
   * tracking start sooner; true (or absent) when the transfer waits for it.
   */
  required: z.boolean().optional(),
});
export type SubmitExecutionAction = z.infer<typeof submitExecutionAction>;

export const nextActionKinds = [
  'approval',
  'send_transaction',
  'sign_typed_data',
  'submit_execution',
] as const;

/**
 * A next action, discriminated by kind. A kind this client does not know yet parses as
 * {kind: "unknown"} instead of failing the whole quote; a malformed known kind still fails.
 */
export const nextAction = z.union([
  z.discriminatedUnion('kind', [
    approvalAction,
    sendTransactionAction,
    signTypedDataAction,
    submitExecutionAction,
  ]),
  responseObject({
    kind: z.string().refine((k) => !(nextActionKinds as readonly string[]).includes(k)),
  }).transform((a) => ({ ...a, kind: 'unknown' as const, originalKind: a.kind })),
]);
export type NextAction = z.infer<typeof nextAction>;

export const quoteFees = responseObject({
  total: feeItem,
  lp: feeItem,
  relayerCapital: feeItem,
  destinationGas: feeItem,
});
export type QuoteFees = z.infer<typeof quoteFees>;

export const quoteResponse = responseObject({
  quoteId: hash32,
  createdAt: timestamp,
  expiresAt: timestamp,
  depositor: anyAddress,
  recipient: anyAddress,
  refundAddress: anyAddress.nullable(),
  externalId: z.string().nullish(),
  inputToken: tokenRef,
  outputToken: tokenRef,
  inputAmount: uintStringOut,
  outputAmount: uintStringOut,
  fees: quoteFees,
  /**
   * Present when the output asset differs from the input (a swap on one side or both):
   * how it swaps, the price impact against the spot price (in the input token), and the
   * least the recipient receives within the slippage tolerance. outputAmount is expected.
   */
  crossSwapType: openEnum(crossSwapTypes).optional(),
  swapImpact: feeItem.optional(),
  minOutputAmount: uintStringOut.optional(),
  slippage: z.number().optional(),
  /**
   * For a swap: the legs around the bridge, each naming its tokens and the provider and liquidity
   * sources it swaps through, and the bridge leg's own assets. Same shapes as /swap/approval.
   */
  steps: responseObject({
    originSwap: swapStep.optional(),
    bridge: swapStep,
    destinationSwap: swapStep.optional(),
  }).optional(),
  /** For a swap: the token a refund comes back in (what was deposited into the bridge). */
  refundToken: tokenRef.optional(),
  expectedFillTimeSec: z.number().nonnegative(),
  nextActions: z.array(nextAction),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;
/** Alias: the record the bridge form renders. */
export type Quote = QuoteResponse;
