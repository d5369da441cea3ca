// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { checkAmount } from '../model/amount';
import type { TokenOption } from '../model/route-options';
import { AmountField, type BalanceState } from './AmountField';

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
    { symbol: 'USDC', decimals: token.input.decimals, chainName: 'Base', limits: token.limits },
    balance.kind === 'known' ? balance.value : undefined,
  );
  return (
    <AmountField
      text={text}
      onTextChange={setText}
      token={token}
      check={check}
      balance={balance}
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
  expect(screen.getByText('Min 1 · Max 1,000 USDC')).toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid');
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
  expect(screen.getByText(/Enter a number such as 25 or 0\.5/)).toBeInTheDocument();
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
  expect(screen.getByText('Balance: 12.345678 USDC')).toBeInTheDocument();
  await user.click(
    screen.getByRole('button', { name: /^Use the most you can send: 12\.345678 USDC$/ }),
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
