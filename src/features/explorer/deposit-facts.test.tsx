// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { tokenLookup } from '../../api/deposits-tokens';
import { FactList } from '../../components/deposit/FactList';
import { depositResponse } from '../../contract/schemas/deposit';
import { depositResponseFixture } from '../../contract/testing/deposits';
import { USDC } from '../../contract/testing/values';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';
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

const t = createIntl({ locale: 'en', messages: catalogue('en') });
const facts = (status: string) => {
  const now = Date.now();
  const d = deposit(status, now);
  render(<FactList facts={[...amountFacts(t, d, tokens), ...timingFacts(t, d, now)]} />);
};
const value = (id: string) =>
  screen.getByText(formatMessage(`explorer.facts.${id}`), { selector: 'dt' }).nextElementSibling;
const onBase = formatMessage('explorer.facts.amountOn', {
  amount: '24.987512 USDC',
  chain: 'Base',
});
/** "(met)", "(passed)": how a settled deadline ended, after its time. */
const ended = (ending: string) =>
  formatMessage('explorer.deadline.settled', { time: '', ending }).trim();
const stillOpen = formatMessage('explorer.deadline.open', { when: '', passed: 'no' }).trim();

describe('a deposit’s amounts and deadlines, by how it ended', () => {
  it('a filled deposit received its amount, and met its fill deadline: no countdown', () => {
    facts('filled');
    expect(screen.queryByText(formatMessage('explorer.facts.toReceive'))).toBeNull();
    expect(value('received')).toHaveTextContent(onBase);
    expect(value('fillDeadline')).toHaveTextContent(ended('met'));
    expect(value('fillDeadline')).not.toHaveTextContent(stillOpen);
    expect(screen.queryByText(/in 4 minutes/)).toBeNull();
  });

  it('an open deposit is still to receive, with the deadline counting down', () => {
    facts('unfilled');
    expect(value('toReceive')).toHaveTextContent(onBase);
    expect(value('fillDeadline')).toHaveTextContent(
      formatMessage('explorer.deadline.open', { when: 'in 4 minutes', passed: 'no' }),
    );
  });

  it('a refunded deposit was to receive, and its fill deadline passed', () => {
    facts('refunded');
    expect(value('wasToReceive')).toHaveTextContent(onBase);
    expect(value('fillDeadline')).toHaveTextContent(ended('passed'));
  });
});

it('keeps an amount and its chain left to right in Arabic', () => {
  const ar = createIntl({ locale: 'ar', messages: catalogue('ar') });
  const d = deposit('filled', Date.now());
  render(<FactList facts={amountFacts(ar, d, tokens)} />);
  const ltr = (text: string) => `\u2066${text}\u2069`;
  const received = screen.getByText(formatMessage('explorer.facts.received', {}, 'ar'), {
    selector: 'dt',
  });
  expect(received.nextElementSibling).toHaveTextContent(
    formatMessage(
      'explorer.facts.amountOn',
      { amount: ltr('24.987512 USDC'), chain: ltr('Base') },
      'ar',
    ),
  );
});

it('keeps a USD figure alone left to right in Arabic, so "US$" is not written "$US"', () => {
  const ar = createIntl({ locale: 'ar', messages: catalogue('ar') });
  render(<FactList facts={amountFacts(ar, deposit('filled', Date.now()), tokens)} />);
  const fee = screen.getByText(formatMessage('explorer.facts.bridgeFee', {}, 'ar'), {
    selector: 'dt',
  });
  expect(fee.nextElementSibling?.textContent).toMatch(/^\u2066\u200f?0\.01\sUS\$\u2069$/);
});
