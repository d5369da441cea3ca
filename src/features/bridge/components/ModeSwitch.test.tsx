// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ModeSwitch } from './ModeSwitch';

it('offers gasless USDC in plain words, with the standard behind them on hover', () => {
  render(<ModeSwitch support="optional" mode="standard" onChange={vi.fn()} />);
  const gasless = screen.getByRole('radio', { name: /^Gasless USDC/ });
  expect(gasless).toHaveAccessibleName(
    /Sign a USDC payment permit \(ERC-3009\) for this amount; the service sends the deposit and pays its gas\.$/,
  );
  expect(
    screen.getByTitle(/^ERC-3009: the USDC standard for a signed payment permit/),
  ).toHaveTextContent(/^USDC payment permit/);
});
