// Test data for the signing checks: the contract's quote fixture (USDC 6 decimals on Arbitrum →
// 18 on BNB Smart Chain) and a gasless quote shaped like the embedded service's.
import {
  gaslessQuoteResponse,
  type GaslessQuoteResponse,
} from '../../../../contract/schemas/gasless';
import { quoteResponse, type QuoteResponse } from '../../../../contract/schemas/v1-quotes';
import { quoteFixture, usdcBscRef } from '../../../../contract/testing/v1-quotes';
import { DEPOSITOR, ORDER_ID, RECIPIENT, USDC } from '../../../../contract/testing/values';
import { recordedSpokePool } from '../../../../contract/deployments/trusted-contracts';
import type { ExpectedGasless } from '../check-gasless';
import type { ExpectedTransfer } from '../check-transfer';
import { receiveWithAuthorizationTypes } from '../../../../contract/typed-data';

export const ARB_USDC = { address: USDC.arbitrum, decimals: 6, symbol: 'USDC' };
export const BSC_USDC = { address: USDC.bsc, decimals: 18, symbol: 'USDC' };

/** The fixture as plain mutable JSON, for tests that change one field. */
export interface MutableQuote {
  nextActions: Array<{
    chainId: number;
    typedData: {
      domain: Record<string, unknown>;
      primaryType: string;
      message: Record<string, unknown>;
    };
  }>;
}

export function v1Quote(change: (q: MutableQuote) => void = () => {}): QuoteResponse {
  const copy = structuredClone(quoteFixture) as unknown as MutableQuote;
  change(copy);
  return quoteResponse.parse(copy);
}

/** The typed data of the quote's first action. */
export const typed = (q: MutableQuote) => q.nextActions[0]!.typedData;

export const expectedTransfer: ExpectedTransfer = {
  originChainId: 42161,
  destinationChainId: 56,
  depositor: DEPOSITOR,
  recipient: RECIPIENT,
  refundAddress: DEPOSITOR,
  inputToken: ARB_USDC,
  inputAmount: 25_000_000n,
  outputToken: BSC_USDC,
  outputAmount: 24_987_512_000_000_000_000n,
  quoteId: ORDER_ID,
};

const baseUsdc = { chainId: 8453, address: USDC.base, decimals: 6, symbol: 'USDC' };
const arbUsdc = { chainId: 42161, address: USDC.arbitrum, decimals: 6, symbol: 'USDC' };
const fee = { amount: '40000', amountUsd: '0.04', pct: '400000000000000', token: baseUsdc };
const check = (actual: string) => ({ token: USDC.base, actual, expected: '100000000' });

export function gaslessQuote(
  change: (q: Record<string, unknown> & { swapTx: Record<string, unknown> }) => void = () => {},
  nowSec = 1_763_769_600,
): GaslessQuoteResponse {
  const q = {
    crossSwapType: 'bridgeableToBridgeable',
    amountType: 'exactInput',
    checks: { allowance: check('0'), balance: check('500000000') },
    steps: {
      bridge: {
        inputAmount: '100000000',
        outputAmount: '99960000',
        tokenIn: baseUsdc,
        tokenOut: arbUsdc,
        recipient: DEPOSITOR,
        fees: { lp: fee, relayerCapital: fee, destinationGas: fee },
      },
    },
    inputToken: baseUsdc,
    outputToken: arbUsdc,
    fees: { total: { ...fee, amount: '120000', amountUsd: '0.12' } },
    inputAmount: '100000000',
    expectedOutputAmount: '99880000',
    minOutputAmount: '99880000',
    expectedFillTime: 3,
    quoteExpiryTimestamp: nowSec + 900,
    depositId: '4107',
    swapTx: {
      ecosystem: 'evm-gasless',
      chainId: 8453,
      to: recordedSpokePool(8453)!,
      typedData: {
        domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: USDC.base },
        types: receiveWithAuthorizationTypes,
        primaryType: 'ReceiveWithAuthorization',
        message: {
          from: DEPOSITOR,
          to: recordedSpokePool(8453)!,
          value: '100000000',
          validAfter: '0',
          validBefore: String(nowSec + 900),
          nonce: `0x${'ab'.repeat(32)}`,
        },
      },
    },
  };
  change(q as never);
  return gaslessQuoteResponse.parse(q);
}

export const expectedGasless: ExpectedGasless = {
  originChainId: 8453,
  depositor: DEPOSITOR,
  recipient: DEPOSITOR,
  inputToken: { address: USDC.base, decimals: 6, symbol: 'USDC' },
  inputAmount: 100_000_000n,
  now: 1_763_769_600_000,
};

export { usdcBscRef };
