import { describe, expect, it } from 'vitest';
import { english } from '../../../i18n/english';
import { sayPhrase } from '../model/messages';
import type { TokenOption } from '../model/route-options';
import { DEPOSITOR, RECIPIENT } from '../../../contract/testing/values';
import { expectedWeth, QUOTE_TIME, txQuote } from './testing/transaction-quotes';
import { planFor, withApprovalOnChain, type SignPlan } from './plan';
import * as review from './transaction-review';

const weth = {
  chainId: 42161,
  ...expectedWeth.inputToken,
};
const token = {
  id: weth.address.toLowerCase(),
  symbol: 'WETH',
  name: 'Wrapped Ether',
  logoUrl: null,
  priceUsd: null,
  input: weth,
  output: { chainId: 8453, ...expectedWeth.outputToken },
  available: true,
  limits: { min: 0n, max: 10n ** 30n },
} satisfies TokenOption;

function reviewed(): SignPlan {
  const plan = planFor(
    { kind: 'v1', quote: txQuote() },
    {
      origin: 42161,
      destination: 8453,
      token,
      amount: expectedWeth.inputAmount,
      account: DEPOSITOR,
      recipient: RECIPIENT,
      refundAddress: DEPOSITOR,
      outputAmount: expectedWeth.outputAmount,
      now: QUOTE_TIME * 1000,
    },
    review,
  );
  if (!plan?.check.ok) throw new Error('the fixture quote should pass its checks');
  return plan;
}

const titles = (plan: SignPlan) => plan.sections.map((s) => sayPhrase(english, s.title));

describe('the review of a quote funded by transaction', () => {
  it('asks for the approval while the chain holds less than the deposit needs', () => {
    const plan = withApprovalOnChain(reviewed(), 10n ** 17n - 1n, review);
    expect(titles(plan)).toEqual([
      'Transaction 1 of 2: allow the bridge contract to take WETH',
      'Transaction 2 of 2: deposit into the bridge',
    ]);
    expect(plan).not.toHaveProperty('approvalOnChain');
  });

  it('says only the deposit is sent when the allowance on chain already covers it', () => {
    const plan = withApprovalOnChain(reviewed(), 10n ** 17n, review);
    expect(titles(plan)).toEqual(['One transaction: deposit into the bridge']);
    expect(plan).toMatchObject({ kind: 'tx', approvalOnChain: true });
  });

  it('keeps the approval while the allowance is not known', () => {
    expect(titles(withApprovalOnChain(reviewed(), undefined, review))).toHaveLength(2);
  });
});
