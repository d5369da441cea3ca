import { describe, expect, it } from 'vitest';
import { transactionActionsFixture } from './testing/v1-quotes';
import { ORDER_ID, SPOKE_POOL, WETH } from './testing/values';
import {
  decodeApproveCall,
  decodeDepositCall,
  encodeApproveCall,
  orderIdOfCalldata,
} from './spoke-pool-calls';

const depositData = transactionActionsFixture.deposit.transaction.data;

describe('the calls a quote hands to the wallet', () => {
  it('decode the deposit’s arguments, ignoring the order tag after them, as the spoke pool does', () => {
    expect(decodeDepositCall(depositData)).toMatchObject({
      inputToken: WETH.arbitrum.toLowerCase(),
      outputToken: WETH.base.toLowerCase(),
      inputAmount: 10n ** 17n,
      destinationChainId: 8453,
      fillDeadline: 1763776500,
    });
    expect(orderIdOfCalldata(depositData)).toBe(ORDER_ID);
  });

  it('find no order in calldata without the marker, and no deposit in an approval', () => {
    const approval = encodeApproveCall(SPOKE_POOL.arbitrum, 5n);
    expect(orderIdOfCalldata(approval)).toBeUndefined();
    expect(
      orderIdOfCalldata(`0x${depositData.slice(2, -72)}00000000${'1'.repeat(64)}`),
    ).toBeUndefined();
    expect(decodeDepositCall(approval)).toBeUndefined();
    expect(decodeApproveCall(approval)).toEqual({
      spender: SPOKE_POOL.arbitrum.toLowerCase(),
      amount: 5n,
    });
    expect(decodeApproveCall(depositData)).toBeUndefined();
  });
});
