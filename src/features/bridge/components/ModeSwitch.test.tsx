// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { offeredModes } from '../model/selection';
import { ModeSwitch } from './ModeSwitch';

it('offers gasless USDC in plain words, with the standard behind them on hover', () => {
  render(
    <ModeSwitch
      support="optional"
      modes={offeredModes('optional', false)}
      mode="standard"
      onChange={vi.fn()}
    />,
  );
  const gasless = screen.getByRole('radio', { name: /^Gasless USDC/ });
  expect(gasless).toHaveAccessibleName(
    /Sign a USDC payment permit \(ERC-3009\) for this amount; the service sends the deposit and pays its gas\.$/,
  );
  expect(
    screen.getByTitle(/^ERC-3009: the USDC standard for a signed payment permit/),
  ).toHaveTextContent(/^USDC payment permit/);
});

it('offers a swap by transaction beside the transfer authorisation, and no gasless', () => {
  const onChange = vi.fn();
  render(
    <ModeSwitch
      support="none"
      modes={offeredModes('none', true)}
      mode="standard"
      onChange={onChange}
    />,
  );
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
    'standard',
    'transaction',
  ]);
  fireEvent.click(screen.getByRole('radio', { name: /^Approve and deposit/ }));
  expect(onChange).toHaveBeenCalledWith('transaction');
});

it('shows no switch for a transfer with one way to fund it', () => {
  const { container } = render(
    <ModeSwitch
      support="none"
      modes={offeredModes('none', false)}
      mode="standard"
      onChange={vi.fn()}
    />,
  );
  expect(container).toBeEmptyDOMElement();
});
