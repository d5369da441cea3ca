// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenLookup } from '../../api/deposits-tokens';
import { FactList } from '../../components/deposit/FactList';
import { depositResponse } from '../../contract/schemas/deposit';
import { depositResponseFixture } from '../../contract/testing/deposits';
import { USDC } from '../../contract/testing/values';
import { amountFacts, timingFacts } from './deposit-facts';

const usdc = (chainId: number, address: string) => ({
  chainId,
  address,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  priceUsd: '1',
  logoUrl: null,
});
const tokens = tokenLookup([usdc(42161, USDC.arbitrum), usdc(8453, USDC.base)]);

/** The fixture with the given status, its fill deadline 4 minutes after `now`. */
function deposit(status: string, now: number) {
  const fillDeadline = new Date(now + 4 * 60_000).toISOString();
  return depositResponse.parse({
    ...depositResponseFixture,
    deposit: { ...depositResponseFixture.deposit, status, fillDeadline },
  }).deposit;
}

const facts = (status: string) => {
  const now = Date.now();
  const d = deposit(status, now);
  render(<FactList facts={[...amountFacts(d, tokens), ...timingFacts(d, now)]} />);
};
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('a deposit’s amounts and deadlines, by how it ended', () => {
  it('a filled deposit received its amount, and met its fill deadline: no countdown', () => {
    facts('filled');
    expect(screen.queryByText('To receive')).toBeNull();
    expect(value('Received')).toHaveTextContent('24.987512 USDC on Base');
    expect(value('Fill deadline')).toHaveTextContent(/\(met\)$/);
    expect(screen.queryByText(/still open/)).toBeNull();
    expect(screen.queryByText(/in 4 minutes/)).toBeNull();
  });

  it('an open deposit is still to receive, with the deadline counting down', () => {
    facts('unfilled');
    expect(value('To receive')).toHaveTextContent('24.987512 USDC on Base');
    expect(value('Fill deadline')).toHaveTextContent('in 4 minutes (still open)');
  });

  it('a refunded deposit was to receive, and its fill deadline passed', () => {
    facts('refunded');
    expect(value('Was to receive')).toHaveTextContent('24.987512 USDC on Base');
    expect(value('Fill deadline')).toHaveTextContent(/\(passed\)$/);
  });
});
