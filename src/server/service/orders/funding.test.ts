// The approvals a versioned quote funded by transaction asks for, over the allowance the
// depositor already has: USDT, whose approve reverts from one non-zero allowance to another, gets
// approve(0) first, as the real service asks.
import { describe, expect, it } from 'vitest';
import { decodeApproveCall } from '../../../contract/spoke-pool-calls';
import { spokePoolAddress } from '../world/spokes';
import { findToken, type WorldToken } from '../world/tokens';
import { transactionActions } from './funding';

const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const amount = 100_000_000n;

function approvalsOver(inputAddress: string, allowance: bigint) {
  const input = findToken(42161, inputAddress) as WorldToken;
  const actions = transactionActions({
    orderId: `0x${'ab'.repeat(32)}`,
    input,
    output: findToken(8453, BASE_USDC) as WorldToken,
    inputAmount: amount,
    outputAmount: amount - 20_000n,
    refundAddress: '0x1111111111111111111111111111111111111111',
    recipient: '0x2222222222222222222222222222222222222222',
    quoteTimestamp: 1_700_000_000,
    fillDeadline: 1_700_003_600,
    allowance,
  });
  expect(actions.at(-1)?.kind).toBe('send_transaction');
  return actions.flatMap((a) => {
    if (a.kind !== 'approval') return [];
    const call = decodeApproveCall(a.transaction.data);
    expect(call?.spender.toLowerCase()).toBe(spokePoolAddress(42161).toLowerCase());
    expect(a.amount).toBe(String(call?.amount));
    return [{ id: a.id, amount: call?.amount }];
  });
}

describe('approvals of a quote funded by transaction', () => {
  it('USDT with an allowance below the amount: approve(0), then approve(amount)', () => {
    expect(approvalsOver(ARB_USDT, 5_000_000n)).toEqual([
      { id: 'approval-reset', amount: 0n },
      { id: 'approval', amount },
    ]);
  });

  it('USDT with no allowance: approve(amount) alone', () => {
    expect(approvalsOver(ARB_USDT, 0n)).toEqual([{ id: 'approval', amount }]);
  });

  it('USDT with enough allowance: no approval', () => {
    expect(approvalsOver(ARB_USDT, amount)).toEqual([]);
  });

  it('USDC with an allowance below the amount: approve(amount) alone, no reset', () => {
    expect(approvalsOver(ARB_USDC, 5_000_000n)).toEqual([{ id: 'approval', amount }]);
  });
});
