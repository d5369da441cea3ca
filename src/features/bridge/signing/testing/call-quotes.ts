// Quotes funded by transaction whose deposit is one of the real service's other calls:
// depositV3, the periphery's depositNative (both generations),
// swapAndBridge, a deposit to the destination's multicall handler, a gasless entry point. Each is
// built from named arguments a test may change, then encoded with the protocol's ABIs.
import { concatHex, encodeAbiParameters, encodeFunctionData, padHex, type Hex } from 'viem';
import { handlerAbi, handlerInstructions, v2RouterAbi } from '../../../../contract/handler-message';
import { depositEntryAbi } from '../../../../contract/periphery-calls';
import { quoteResponse, type QuoteResponse } from '../../../../contract/schemas/v1-quotes';
import { encodeApproveCall, tagWithOrder } from '../../../../contract/spoke-pool-calls';
import { PROTOCOL_CONTRACTS } from '../../../../contract/deployments/generated/protocol-contracts';
import { transactionQuoteFixture } from '../../../../contract/testing/v1-quotes';
import {
  DEPOSITOR,
  ORDER_ID,
  RECIPIENT,
  SPOKE_POOL,
  USDC,
  WETH,
  ZERO_ADDRESS,
} from '../../../../contract/testing/values';
import type { ExpectedTransaction } from '../check-transactions';
import { expectedEth, expectedWeth } from './transaction-quotes';

export const STRANGER: Hex = '0x1111111111111111111111111111111111111111';
export const ROUTER: Hex = '0x2222222222222222222222222222222222222222';

const peripheries = PROTOCOL_CONTRACTS[42161]!.peripheries;
/** The Aug-2025 periphery on Arbitrum (first depositNative) and the current one. */
export const PERIPHERY_2025 = peripheries.find((p) => p.release === '4.1.12')!.address;
export const PERIPHERY = peripheries.at(-1)!.address;
export const BASE_HANDLER = PROTOCOL_CONTRACTS[8453]!.multicallHandler!;

const word = (a: Hex) => padHex(a, { size: 32 });

/** The deposit's fields as every entry point names them (20-byte addresses). */
export interface DepositArgs {
  spokePool: Hex;
  depositor: Hex;
  recipient: Hex;
  inputToken: Hex;
  outputToken: Hex;
  inputAmount: bigint;
  outputAmount: bigint;
  destinationChainId: bigint;
  exclusiveRelayer: Hex;
  quoteTimestamp: number;
  fillDeadline: number;
  exclusivityParameter: number;
  message: Hex;
}

export const baseArgs = (): DepositArgs => ({
  spokePool: SPOKE_POOL.arbitrum,
  depositor: DEPOSITOR,
  recipient: RECIPIENT,
  inputToken: WETH.arbitrum,
  outputToken: WETH.base,
  inputAmount: 10n ** 17n,
  outputAmount: 99_950_000_000_000_000n,
  destinationChainId: 8453n,
  exclusiveRelayer: ZERO_ADDRESS,
  quoteTimestamp: 1763762100,
  fillDeadline: 1763776500,
  exclusivityParameter: 0,
  message: '0x',
});

const baseData = (d: DepositArgs) => ({
  inputToken: d.inputToken,
  outputToken: word(d.outputToken),
  outputAmount: d.outputAmount,
  depositor: d.depositor,
  recipient: word(d.recipient),
  destinationChainId: d.destinationChainId,
  exclusiveRelayer: word(d.exclusiveRelayer),
  quoteTimestamp: d.quoteTimestamp,
  fillDeadline: d.fillDeadline,
  exclusivityParameter: d.exclusivityParameter,
  message: d.message,
});

export const encodeDepositV3 = (d: DepositArgs) =>
  encodeFunctionData({
    abi: depositEntryAbi,
    functionName: 'depositV3',
    args: [
      d.depositor,
      d.recipient,
      d.inputToken,
      d.outputToken,
      d.inputAmount,
      d.outputAmount,
      d.destinationChainId,
      d.exclusiveRelayer,
      d.quoteTimestamp,
      d.fillDeadline,
      d.exclusivityParameter,
      d.message,
    ],
  });

/** depositNative: the current periphery takes a depositor; the Aug-2025 one takes the sender. */
export const encodeDepositNative = (d: DepositArgs, withDepositor = true) => {
  const rest = [
    word(d.recipient),
    d.inputToken,
    d.inputAmount,
    word(d.outputToken),
    d.outputAmount,
    d.destinationChainId,
    word(d.exclusiveRelayer),
    d.quoteTimestamp,
    d.fillDeadline,
    d.exclusivityParameter,
    d.message,
  ] as const;
  return withDepositor
    ? encodeFunctionData({
        abi: depositEntryAbi,
        functionName: 'depositNative',
        args: [d.spokePool, d.depositor, ...rest],
      })
    : encodeFunctionData({
        abi: depositEntryAbi,
        functionName: 'depositNative',
        args: [d.spokePool, ...rest],
      });
};

export interface SwapArgs {
  swapToken: Hex;
  swapTokenAmount: bigint;
  exchange: Hex;
  minExpectedInputTokenAmount: bigint;
  submissionFee: bigint;
}

export const swapArgs = (): SwapArgs => ({
  swapToken: USDC.arbitrum,
  swapTokenAmount: 400_000_000n,
  exchange: ROUTER,
  minExpectedInputTokenAmount: 10n ** 17n,
  submissionFee: 0n,
});

const swapData = (d: DepositArgs, s: SwapArgs) => ({
  submissionFees: { amount: s.submissionFee, recipient: ZERO_ADDRESS },
  depositData: baseData(d),
  swapToken: s.swapToken,
  exchange: s.exchange,
  transferType: 0,
  swapTokenAmount: s.swapTokenAmount,
  minExpectedInputTokenAmount: s.minExpectedInputTokenAmount,
  routerCalldata: '0x12345678' as Hex,
  enableProportionalAdjustment: true,
  spokePool: d.spokePool,
  nonce: 0n,
});

export const encodeSwapAndBridge = (d: DepositArgs, s: SwapArgs) =>
  encodeFunctionData({
    abi: depositEntryAbi,
    functionName: 'swapAndBridge',
    args: [swapData(d, s)],
  });

export const encodeDepositWithAuthorization = (d: DepositArgs, owner: Hex, fee = 0n) =>
  encodeFunctionData({
    abi: depositEntryAbi,
    functionName: 'depositWithAuthorization',
    args: [
      owner,
      {
        submissionFees: { amount: fee, recipient: ZERO_ADDRESS },
        baseDepositData: baseData(d),
        inputAmount: d.inputAmount,
        spokePool: d.spokePool,
        nonce: 0n,
      },
      0n,
      2n ** 40n,
      '0x',
    ],
  });

/** The calls a destination swap's handler makes, as the real service orders them. */
export interface HandlerCallArgs {
  target: Hex;
  callData: Hex;
  value: bigint;
}

export const handlerDrain = (token: Hex, to: Hex): HandlerCallArgs => ({
  target: BASE_HANDLER,
  callData: encodeFunctionData({
    abi: handlerAbi,
    functionName: 'drainLeftoverTokens',
    args: [token, to],
  }),
  value: 0n,
});

export const routerSwap = (minOut: bigint, to: Hex, path: Hex[] = [WETH.base, USDC.base]) => ({
  target: ROUTER,
  callData: encodeFunctionData({
    abi: v2RouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [99_950_000_000_000_000n, minOut, path, to, 1763776500n],
  }),
  value: 0n,
});

/** A WETH → USDC swap on Base, paid to the recipient, refunded on the origin if it fails. */
export const handlerCalls = (): HandlerCallArgs[] => [
  { target: WETH.base, callData: encodeApproveCall(ROUTER, 2n ** 256n - 1n), value: 0n },
  routerSwap(395_000_000n, BASE_HANDLER),
  handlerDrain(USDC.base, RECIPIENT),
  handlerDrain(WETH.base, DEPOSITOR),
];

export const handlerMessage = (calls: HandlerCallArgs[], fallback: Hex = ZERO_ADDRESS): Hex =>
  encodeAbiParameters(handlerInstructions, [{ calls, fallbackRecipient: fallback }]);

/** What the person saw for 400 USDC on Arbitrum swapped to WETH, then bridged to Base. */
export const expectedSwapFirst: ExpectedTransaction = {
  ...expectedWeth,
  inputToken: { address: USDC.arbitrum, decimals: 6, symbol: 'USDC' },
  inputAmount: 400_000_000n,
};

/** What the person saw for 0.1 WETH bridged to Base, then swapped to USDC there. */
export const expectedSwapAfter: ExpectedTransaction = {
  ...expectedWeth,
  outputToken: { address: USDC.base, decimals: 6, symbol: 'USDC' },
  outputAmount: 398_000_000n,
};

const token = (chainId: number, address: Hex, decimals: number, symbol: string) => ({
  chainId,
  address,
  decimals,
  symbol,
});

export interface CallQuote {
  to: Hex;
  data: Hex;
  value?: bigint;
  /** The approvals before the deposit (spender, amount); none for native ETH. */
  approvals?: { spender: Hex; amount: bigint; token?: Hex }[];
  steps?: 'swapFirst' | 'swapAfter';
  extra?: Record<string, unknown>;
}

/** A quote funded by transaction whose deposit action sends `data` to `to`. */
export function callQuote(c: CallQuote): QuoteResponse {
  const [, deposit, submit] = structuredClone(transactionQuoteFixture.nextActions) as unknown as [
    unknown,
    { transaction: Record<string, unknown> } & Record<string, unknown>,
    Record<string, unknown>,
  ];
  const inputToken = c.steps === 'swapFirst' ? USDC.arbitrum : WETH.arbitrum;
  const approvals = (c.approvals ?? []).map((a, i) => ({
    kind: 'approval',
    id: `approval-${i}`,
    chainId: 42161,
    token: a.token ?? inputToken,
    spender: a.spender,
    amount: String(a.amount),
    transaction: {
      chainId: 42161,
      to: a.token ?? inputToken,
      data: encodeApproveCall(a.spender, a.amount),
      value: '0',
    },
  }));
  const wethArb = token(42161, WETH.arbitrum, 18, 'WETH');
  const wethBase = token(8453, WETH.base, 18, 'WETH');
  const steps =
    c.steps === 'swapFirst'
      ? {
          inputToken: token(42161, USDC.arbitrum, 6, 'USDC'),
          inputAmount: '400000000',
          steps: {
            originSwap: {
              tokenIn: token(42161, USDC.arbitrum, 6, 'USDC'),
              tokenOut: wethArb,
              inputAmount: '400000000',
              outputAmount: '100500000000000000',
              minOutputAmount: '100000000000000000',
              swapProvider: { name: 'Uniswap', sources: ['uniswap_v3'] },
            },
            bridge: {
              tokenIn: wethArb,
              tokenOut: wethBase,
              inputAmount: '100000000000000000',
              outputAmount: '99950000000000000',
            },
          },
        }
      : c.steps === 'swapAfter'
        ? {
            outputToken: token(8453, USDC.base, 6, 'USDC'),
            outputAmount: '398000000',
            minOutputAmount: '395000000',
            steps: {
              bridge: {
                tokenIn: wethArb,
                tokenOut: wethBase,
                inputAmount: '100000000000000000',
                outputAmount: '99950000000000000',
              },
              destinationSwap: {
                tokenIn: wethBase,
                tokenOut: token(8453, USDC.base, 6, 'USDC'),
                inputAmount: '99950000000000000',
                outputAmount: '398000000',
                minOutputAmount: '395000000',
                swapProvider: { name: 'Uniswap', sources: ['uniswap_v2'] },
              },
            },
          }
        : {};
  return quoteResponse.parse({
    ...transactionQuoteFixture,
    ...steps,
    ...c.extra,
    nextActions: [
      ...approvals,
      {
        ...deposit,
        transaction: {
          ...deposit.transaction,
          to: c.to,
          data: c.data,
          value: String(c.value ?? 0n),
        },
      },
      submit,
    ],
  });
}

export { expectedEth, expectedWeth, ORDER_ID, concatHex, tagWithOrder };
