// The deposit a swap-first quote makes whatever the swap yields within its slippage: the
// periphery deposits the yield, and the relayer fills only a deposit whose output is worth no
// more than its input (relayerTakes in chains/settlement.ts). With a fixed output priced at the
// expected yield, every yield below it (another swap moved the pool first) asked too much and
// was never filled.
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { spokePoolPeripheryAbi } from '../chains/contracts/generated/SpokePoolPeriphery';
import { relayerTakes } from '../chains/settlement';
import { spokePoolAddress } from '../world/spokes';
import { encodeSwapAndBridge, outputAtMinimum } from './periphery-calldata';
import { planSwap } from './swap-plan';

const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const DEPOSITOR = '0x1111111111111111111111111111111111111111';
const AT = new Date('2026-12-02T12:00:00Z');

/** USDT → ETH, Arbitrum to Base: a swap into WETH, then the bridge (as the swap API plans it). */
function swapFirst() {
  const plan = planSwap(
    {
      originChainId: 42161,
      destinationChainId: 8453,
      inputToken: ARB_USDT,
      outputToken: '0x0000000000000000000000000000000000000000',
      amount: 100_000_000n,
      tradeType: 'exactInput',
    },
    AT,
  );
  const leg = plan.originSwap!;
  const data = encodeSwapAndBridge(spokePoolAddress(42161), leg, {
    depositor: DEPOSITOR,
    recipient: DEPOSITOR,
    input: plan.bridgeIn,
    output: plan.bridgeOut,
    inputAmount: plan.bridge.inputAmount,
    outputAmount: plan.bridge.outputAmount,
    quoteTimestamp: 1_796_000_000,
    fillDeadline: 1_796_010_000,
    message: '0x',
  });
  const decoded = decodeFunctionData({ abi: spokePoolPeripheryAbi, data });
  if (decoded.functionName !== 'swapAndBridge') throw new Error(decoded.functionName);
  return { plan, leg, call: decoded.args[0] };
}

/** The deposit the periphery makes for a yield (its swapAndBridge, SwapBeforeBridge's output). */
function depositFor(yielded: bigint) {
  const { plan, call } = swapFirst();
  const signed = call.depositData.outputAmount;
  const outputAmount = call.enableProportionalAdjustment
    ? (signed * yielded) / call.minExpectedInputTokenAmount
    : signed;
  return {
    originChainId: 42161,
    destinationChainId: 8453,
    inputToken: plan.bridgeIn.address,
    outputToken: plan.bridgeOut.address,
    inputAmount: yielded.toString(),
    outputAmount: outputAmount.toString(),
    depositor: DEPOSITOR,
  };
}

describe('swapAndBridge: the deposit follows the swap yield', () => {
  it('is a swap into WETH whose minimum lies below its expected yield', () => {
    const { leg, call } = swapFirst();
    expect(leg.tokenOut.symbol).toBe('WETH');
    expect(call.minExpectedInputTokenAmount).toBe(leg.minOutputAmount);
    expect(leg.minOutputAmount).toBeLessThan(leg.outputAmount);
  });

  it('at the expected yield asks the quoted output, at most a base unit less', () => {
    const { plan, leg } = swapFirst();
    const d = depositFor(leg.outputAmount);
    expect(BigInt(d.outputAmount)).toBeLessThanOrEqual(plan.bridge.outputAmount);
    expect(BigInt(d.outputAmount)).toBeGreaterThanOrEqual(plan.bridge.outputAmount - 1n);
    expect(relayerTakes(d, AT)).toBe(true);
  });

  it('below the expected yield (the pool moved first) still asks what the relayer fills', () => {
    const { leg } = swapFirst();
    const lows = [leg.minOutputAmount, (leg.minOutputAmount + leg.outputAmount) / 2n];
    for (const yielded of [...lows, leg.outputAmount - 1n]) {
      expect(relayerTakes(depositFor(yielded), AT), `yield ${yielded}`).toBe(true);
    }
  });
});

describe('outputAtMinimum', () => {
  it('is the largest signed amount that asks no more than the quote at the expected yield', () => {
    for (const [quoted, expected, minimum] of [
      [1_000n, 1_000n, 995n],
      [990n, 1_000n, 995n],
      [31_536_988_205_023_353n, 31_536_988_205_023_353n, 31_379_303_264_000_000n],
      [7n, 1_000n, 1n],
    ] as const) {
      const o = outputAtMinimum(quoted, expected, minimum);
      expect((o * expected) / minimum).toBeLessThanOrEqual(quoted);
      expect(((o + 1n) * expected) / minimum).toBeGreaterThan(quoted);
    }
  });
});
