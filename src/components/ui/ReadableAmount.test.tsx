// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ReadableAmount } from './ReadableAmount';

it('marks a rounded amount with ≈ and gives every digit on hover and on a tap', async () => {
  render(<ReadableAmount value={2_123_456_789_012_345_678n} decimals={18} symbol="USDC" />);
  const amount = screen.getByRole('button', { name: '2.123456789012345678 USDC exactly' });
  expect(amount).toHaveTextContent('≈ 2.1234 USDC');
  expect(amount).toHaveAttribute('title', '2.123456789012345678 USDC');
  await userEvent.click(amount);
  expect(amount).toHaveTextContent('2.123456789012345678 USDC');
});

it('writes an amount the rounding does not change as plain text, without ≈', () => {
  render(<ReadableAmount value={2_500_000n} decimals={6} symbol="USDC" />);
  expect(screen.getByText('2.5 USDC')).not.toHaveAttribute('title');
  expect(screen.queryByRole('button')).toBeNull();
});

it('cuts at the decimals asked for, and says so only when digits were cut', () => {
  const { rerender } = render(
    <ReadableAmount
      value={12_488_000_000_000_000n}
      decimals={18}
      symbol="USDC"
      fractionDigits={6}
    />,
  );
  expect(screen.getByText('0.012488 USDC')).toBeInTheDocument();
  rerender(
    <ReadableAmount
      value={12_488_100_000_000_000n}
      decimals={18}
      symbol="USDC"
      fractionDigits={6}
    />,
  );
  expect(screen.getByRole('button')).toHaveTextContent('≈ 0.012488 USDC');
});
