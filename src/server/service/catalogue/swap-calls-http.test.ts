// What GET /swap/approval asks a wallet to send, per flow, as the real service asks it,
// read back with the decoders the browser's review uses
// (src/contract/periphery-calls.ts, handler-message.ts): a swap first through the periphery's
// swapAndBridge, whose SwapProxy runs a router swap on the sandbox DEX; a swap after the bridge as
// a deposit to the destination's multicall handler with the approve / swap / drain it runs.
import { decodeFunctionData, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { decodeHandlerMessage } from '../../../contract/handler-message';
import { decodeDepositIntent } from '../../../contract/periphery-calls';
import type { SwapApprovalQuery } from '../../../contract/schemas/swap-approval';
import { swapApprovalQueryFixture } from '../../../contract/testing/swap-approval';
import { spokePoolPeripheryAbi } from '../chains/contracts/generated/SpokePoolPeriphery';
import { uniswapV2Router02Abi } from '../chains/contracts/generated/UniswapV2Router02';
import { serviceForThisFile } from '../testing/harness';
import { outputAtMinimum } from './periphery-calldata';
import {
  dexAddresses,
  multicallHandler,
  peripheryAddress,
  spokePoolAddress,
  swapProxyAddress,
} from '../world/spokes';
import { DEPOSITOR, RECIPIENT, USDC, WETH, ZERO_ADDRESS } from './testing/catalogue-helpers';

const svc = serviceForThisFile();
const get = (q: Partial<SwapApprovalQuery>) =>
  svc()
    .client()
    .call(endpoints.getSwapApproval, { query: { ...swapApprovalQueryFixture, ...q } });
const lower = (a: string) => a.toLowerCase();
const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
/** An amount of the answer, which the wire type lets be absent. */
function amount(v: string | null | undefined): bigint {
  if (v == null) throw new Error('the answer lacks an amount');
  return BigInt(v);
}

function intentOf(data: string) {
  const decoded = decodeDepositIntent(data as Hex);
  if (!decoded.ok) throw new Error(`not a deposit call: ${decoded.reason}`);
  return decoded.intent;
}

describe('the calls a swap quote asks for', () => {
  it('USDT → ETH: swapAndBridge on the periphery, the SwapProxy swapping on the DEX router', async () => {
    const r = await get({ inputToken: ARB_USDT, outputToken: ZERO_ADDRESS, amount: '250000000' });
    expect(r.crossSwapType).toBe('anyToBridgeable');
    const leg = r.steps.originSwap!;
    const periphery = peripheryAddress(42161);
    expect(r.swapTx).toMatchObject({ to: periphery, chainId: 42161 });
    expect(r.swapTx!.value).toBeUndefined();
    // The approval is for the periphery, which pulls the input.
    expect(r.checks.allowance.spender).toBe(periphery);
    expect(r.approvalTxns).toHaveLength(1);

    const intent = intentOf(r.swapTx!.data);
    const router = dexAddresses(42161, leg.swapProvider!.sources[0]!).router;
    expect(intent).toMatchObject({
      functionName: 'swapAndBridge',
      contract: 'periphery',
      spokePool: lower(spokePoolAddress(42161)),
      depositor: lower(DEPOSITOR),
      recipient: lower(RECIPIENT),
      inputToken: lower(WETH.arbitrum),
      outputToken: lower(WETH.base),
      inputAmount: amount(leg.minOutputAmount),
      // Signed at the leg's minimum: the periphery scales it by what the swap yields.
      outputAmount: outputAtMinimum(
        amount(r.steps.bridge.outputAmount),
        amount(leg.outputAmount),
        amount(leg.minOutputAmount),
      ),
      destinationChainId: 8453,
      message: '0x',
      swap: {
        swapToken: lower(ARB_USDT),
        swapTokenAmount: 250_000_000n,
        exchange: lower(router),
        transferType: 0,
        minExpectedInputTokenAmount: amount(leg.minOutputAmount),
        enableProportionalAdjustment: true,
      },
      submissionFee: { amount: 0n },
    });

    // The router calldata the SwapProxy runs: exact input, at least the leg's minimum, paid back
    // to the SwapProxy (which returns it to the periphery).
    const { args } = decodeFunctionData({
      abi: uniswapV2Router02Abi,
      data: routerCalldataOf(r.swapTx!.data),
    });
    expect(args.slice(0, 4)).toEqual([
      250_000_000n,
      amount(leg.minOutputAmount),
      [ARB_USDT, USDC.arbitrum, WETH.arbitrum],
      swapProxyAddress(42161),
    ]);
  });

  it.each([
    [
      'DAI',
      '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb',
      '0x50c5725949a6f0c72e6c4a641f24049a917db0cb',
      false,
    ],
    ['native ETH', ZERO_ADDRESS, lower(WETH.base), true],
  ] as const)(
    'USDC → %s: a deposit to the multicall handler, which approves the router, swaps to the recipient and drains the rest',
    async (_name, outputToken, pathEnd, native) => {
      const r = await get({ outputToken });
      expect(r.crossSwapType).toBe('bridgeableToAny');
      const leg = r.steps.destinationSwap!;
      const handler = multicallHandler(8453);
      expect(r.swapTx!.to).toBe(spokePoolAddress(42161));
      const intent = intentOf(r.swapTx!.data);
      expect(intent).toMatchObject({
        functionName: 'deposit',
        recipient: lower(handler),
        outputToken: lower(USDC.base),
        outputAmount: amount(r.steps.bridge.outputAmount),
      });
      const router = lower(dexAddresses(8453, leg.swapProvider!.sources[0]!).router);
      expect(decodeHandlerMessage(intent.message, handler)).toEqual({
        calls: [
          {
            kind: 'approve',
            token: lower(USDC.base),
            spender: router,
            amount: amount(leg.inputAmount),
          },
          {
            kind: 'swap',
            router,
            path: [lower(USDC.base), pathEnd],
            to: lower(RECIPIENT),
            minOut: amount(leg.minOutputAmount),
            amountIn: amount(r.steps.bridge.outputAmount),
            native,
          },
          { kind: 'drain', token: lower(USDC.base), to: lower(RECIPIENT) },
        ],
        // A failed swap pays the bridged USDC to the recipient instead.
        fallbackRecipient: lower(RECIPIENT),
      });
      expect(amount(leg.minOutputAmount)).toBeGreaterThanOrEqual(amount(r.minOutputAmount));
    },
  );
});

/** The routerCalldata inside a swapAndBridge call, read with the periphery's own ABI. */
function routerCalldataOf(data: string): Hex {
  const call = decodeFunctionData({ abi: spokePoolPeripheryAbi, data: data as Hex });
  if (call.functionName !== 'swapAndBridge')
    throw new Error(`not swapAndBridge: ${call.functionName}`);
  return call.args[0].routerCalldata;
}
