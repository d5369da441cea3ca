// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import { checkAmount } from '../model/amount';
import type { TokenOption } from '../model/route-options';
import type { BalanceState } from '../model/balance-state';
import { AmountField } from './AmountField';
import { wholeText } from '../testing/text';
import { inLocale, formatMessage } from '../../../i18n/testing/format-message';

const usdcOn = (chainId: number, decimals: number): TokenOption => ({
  id: '0xusdc',
  symbol: 'USDC',
  name: 'USD Coin',
  logoUrl: null,
  priceUsd: '1',
  input: {
    chainId,
    address: '0x0000000000000000000000000000000000000001',
    decimals,
    symbol: 'USDC',
  },
  output: {
    chainId: 8453,
    address: '0x0000000000000000000000000000000000000002',
    decimals: 6,
    symbol: 'USDC',
  },
  available: true,
  limits: { min: 10n ** BigInt(decimals), max: 1000n * 10n ** BigInt(decimals) },
});

const ethOn = (chainId: number): TokenOption => ({
  ...usdcOn(chainId, 18),
  id: zeroAddress,
  symbol: 'ETH',
  input: {
    chainId,
    address: zeroAddress,
    decimals: 18,
    symbol: 'ETH',
  },
  limits: { min: 10n ** 15n, max: 100n * 10n ** 18n },
});

function Harness({
  token,
  balance,
  initial = '',
}: {
  token: TokenOption;
  balance: BalanceState;
  initial?: string;
}) {
  const [text, setText] = useState(initial);
  const check = checkAmount(
    text,
    {
      symbol: token.symbol,
      decimals: token.input.decimals,
      chainName: 'Base',
      limits: token.limits,
    },
    balance.kind === 'known' ? balance.value : undefined,
  );
  return (
    <AmountField
      text={text}
      onTextChange={setText}
      token={token}
      check={check}
      balance={balance}
      originChainId={token.input.chainId}
      originName="Base"
      tokenSlot={<span>USDC</span>}
    />
  );
}

it('shows the USD value and the route’s limits as the person types', async () => {
  const user = userEvent.setup();
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'no-wallet' }} />);
  const input = screen.getByRole('textbox', { name: 'You send' });
  await user.type(input, '12.5');
  expect(screen.getByText('≈ $12.50')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(/Min 1 · Max 1,000 USDC/);
  expect(input).not.toHaveAttribute('aria-invalid');
});

it('keeps the USD value left to right in Arabic, so "US$" is not written "$US"', async () => {
  const user = userEvent.setup();
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'no-wallet' }} />, {
    wrapper: inLocale('ar'),
  });
  await user.type(
    screen.getByRole('textbox', { name: formatMessage('bridge.amount.youSend', {}, 'ar') }),
    '12.5',
  );
  expect(screen.getByText(/^≈ \u2066\u200f?12\.50\sUS\$\u2069$/)).toBeInTheDocument();
});

it('explains a bad amount inline, keeps the text, and never rounds it', async () => {
  const user = userEvent.setup();
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'no-wallet' }} />);
  const input = screen.getByRole('textbox', { name: 'You send' });
  await user.type(input, '1.0000001');
  expect(input).toHaveValue('1.0000001');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/USDC on Base has 6 decimal places/);
  await user.clear(input);
  await user.type(input, '5000');
  expect(
    screen.getByText('The most this route can move right now is 1,000 USDC.'),
  ).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '0.5');
  expect(screen.getByText('The minimum on this route is 1 USDC.')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '1,5');
  expect(screen.getByText(/Use a dot \(\.\) as the decimal separator/)).toBeInTheDocument();
});

it('takes 18 decimals where the token has them on that chain', async () => {
  const user = userEvent.setup();
  render(<Harness token={usdcOn(56, 18)} balance={{ kind: 'no-wallet' }} />);
  const input = screen.getByRole('textbox', { name: 'You send' });
  await user.type(input, '1.000000000000000001');
  expect(input).not.toHaveAttribute('aria-invalid');
});

it('shows the balance, fills MAX with it exactly, and flags an amount above it', async () => {
  const user = userEvent.setup();
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'known', value: 12_345_678n }} />);
  expect(
    screen.getByText(
      wholeText(formatMessage('bridge.balance.known', { amount: '12.345678 USDC' })),
    ),
  ).toBeInTheDocument();
  await user.click(
    // The quick amounts load with a known balance (AmountField.tsx).
    await screen.findByRole('button', { name: /^Use the most you can send: 12\.345678 USDC$/ }),
  );
  const input = screen.getByRole('textbox', { name: 'You send' });
  expect(input).toHaveValue('12.345678');
  await user.clear(input);
  await user.type(input, '13');
  expect(screen.getByText('Your balance is 12.345678 USDC on Base.')).toBeInTheDocument();
});

it('says when the balance cannot be read instead of showing zero', () => {
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'unavailable' }} initial="3" />);
  expect(screen.getByText('Balance unavailable')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Use the most/ })).not.toBeInTheDocument();
});

it('keeps a gas reserve when MAX fills a native coin, and says so', async () => {
  const user = userEvent.setup();
  render(<Harness token={ethOn(8453)} balance={{ kind: 'known', value: 2n * 10n ** 18n }} />);
  const max = await screen.findByRole('button', {
    name: /^Use the most you can send: 1\.9995 ETH/,
  });
  expect(max).toHaveAttribute(
    'title',
    expect.stringMatching(/Keeps 0\.0005 ETH back to pay the network fee/),
  );
  await user.click(max);
  expect(screen.getByRole('textbox', { name: 'You send' })).toHaveValue('1.9995');
});

it('fills 25, 50 and 75 % of what can be sent, exactly', async () => {
  const user = userEvent.setup();
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'known', value: 10_000_003n }} />);
  const input = screen.getByRole('textbox', { name: 'You send' });
  await user.click(await screen.findByRole('button', { name: /^25%/ }));
  expect(input).toHaveValue('2.5');
  await user.click(screen.getByRole('button', { name: /^50%/ }));
  expect(input).toHaveValue('5.000001');
  await user.click(screen.getByRole('button', { name: /^75%/ }));
  expect(input).toHaveValue('7.500002');
});

it('says once that the chain cannot be read, and offers no MAX', () => {
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'unreadable' }} />);
  expect(screen.getByText('Balance not readable on Base')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Use the most/ })).not.toBeInTheDocument();
});

it('announces an amount problem in a polite live region', async () => {
  const user = userEvent.setup();
  render(<Harness token={usdcOn(8453, 6)} balance={{ kind: 'no-wallet' }} />);
  const input = screen.getByRole('textbox', { name: 'You send' });
  await user.type(input, '5000');
  const live = screen.getByText('The most this route can move right now is 1,000 USDC.');
  expect(live).toHaveAttribute('aria-live', 'polite');
});

it('accepts .5 and leading zeros as people type them', async () => {
  const user = userEvent.setup();
  const token = { ...usdcOn(8453, 6), limits: { min: 1n, max: 10n ** 12n } };
  render(<Harness token={token} balance={{ kind: 'no-wallet' }} />);
  const input = screen.getByRole('textbox', { name: 'You send' });
  await user.type(input, '.5');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('≈ $0.50')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '00012');
  expect(screen.getByText('≈ $12.00')).toBeInTheDocument();
});

it('shows a 6-decimal route’s maximum to 4 decimals, every digit on hover, as the error does', () => {
  const token = { ...usdcOn(8453, 6), limits: { min: 1_000_000n, max: 5_000_750_112_517n } };
  render(<Harness token={token} balance={{ kind: 'no-wallet' }} initial="6000000" />);
  expect(screen.getByRole('textbox', { name: 'You send' })).toHaveAccessibleDescription(
    /Min 1 · Max ≈ 5,000,750.1125 USDC/,
  );
  expect(screen.getByText('≈ 5,000,750.1125')).toHaveAttribute(
    'title',
    'Exactly 5,000,750.112517 USDC',
  );
  expect(
    screen.getByText('The most this route can move right now is just over 5,000,750.1125 USDC.'),
  ).toBeInTheDocument();
});

it('shows 18-decimal limits at a readable precision, every digit on hover', () => {
  const eth = {
    ...ethOn(8453),
    limits: { min: 317_417_995_060_976n, max: 1_587_089_975_304_879_984_257n },
  };
  render(<Harness token={eth} balance={{ kind: 'no-wallet' }} initial="0.0001" />);
  expect(screen.getByRole('textbox', { name: 'You send' })).toHaveAccessibleDescription(
    /Min ≈ 0.0003175 · Max ≈ 1,587.0899 ETH/,
  );
  expect(screen.getByText('≈ 0.0003175')).toHaveAttribute(
    'title',
    'Exactly 0.000317417995060976 ETH',
  );
  expect(screen.getByText('≈ 1,587.0899')).toHaveAttribute(
    'title',
    'Exactly 1,587.089975304879984257 ETH',
  );
  expect(
    screen.getByText('The minimum on this route is just under 0.0003175 ETH.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/0\.000317417995060976/)).toBeNull();
});
