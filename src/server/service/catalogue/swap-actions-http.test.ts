// POST /swap/approval over HTTP: embedded actions become the multicall handler's message.
import { describe, expect, it } from 'vitest';
import { decodeAbiParameters, decodeFunctionData, erc20Abi, getAddress, pad } from 'viem';
import { endpoints } from '../../../contract/endpoints';
import type { SwapApprovalQuery } from '../../../contract/schemas/swap-approval';
import { swapApprovalQueryFixture } from '../../../contract/testing/swap-approval';
import { serviceForThisFile } from '../testing/harness';
import { multicallHandler } from '../world/spokes';
import { spokePoolAbi } from './deposit-calldata';
import { instructionsAbi } from './actions';
import { RECIPIENT, USDC, expectFailure } from './testing/catalogue-helpers';

const svc = serviceForThisFile();

/** 25 USDC Arbitrum → Base, exact input, auto slippage: each test changes what it is about. */
const base: SwapApprovalQuery = swapApprovalQueryFixture;
const word = (a: string) => pad(a.toLowerCase() as `0x${string}`, { size: 32 });

describe('POST /swap/approval (embedded actions)', () => {
  const action = {
    target: USDC.base,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [
      { value: RECIPIENT },
      { value: '0', populateDynamically: true, balanceSourceToken: USDC.base },
    ],
    value: '0',
    isNativeTransfer: false,
  };
  const post = (actions: (typeof action)[]) =>
    svc().client().call(endpoints.postSwapApproval, { query: base, body: { actions } });

  it('sends the deposit to the multicall handler with the encoded actions', async () => {
    const r = await post([action, action]);
    expect(r.steps).toMatchObject({
      destinationActions: { count: 2, handler: multicallHandler(8453) },
    });
    const dep = decodeFunctionData({ abi: spokePoolAbi, data: r.swapTx!.data as `0x${string}` });
    expect(dep.args[1]).toBe(word(multicallHandler(8453)));
    const [instructions] = decodeAbiParameters(instructionsAbi, dep.args[11]);
    expect(instructions.fallbackRecipient.toLowerCase()).toBe(RECIPIENT.toLowerCase());
    expect(instructions.calls).toHaveLength(2);
    const call = decodeFunctionData({ abi: erc20Abi, data: instructions.calls[0]!.callData });
    expect(call.functionName).toBe('transfer');
    expect(call.args).toEqual([getAddress(RECIPIENT.toLowerCase()), 0n]);
  });

  it('refuses an action that cannot be encoded (ABI_ENCODING_ERROR naming it)', async () => {
    await expectFailure(
      post([action, { ...action, functionSignature: 'function transfer(address to)' }]),
      {
        status: 400,
        code: 'ABI_ENCODING_ERROR',
        param: 'actions.1',
      },
    );
  });
});
