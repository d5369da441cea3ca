// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { recordRecentTransfer } from './recent-transfers';
import { renderAt } from './testing/render-tracker';
import { TransfersPage } from './TransfersPage';

const orderId = `0x${'ab'.repeat(32)}`;

beforeEach(() => localStorage.clear());

it("lists this browser's transfers, each linking to its tracker", async () => {
  recordRecentTransfer({
    ref: { kind: 'order', orderId },
    submittedAt: new Date().toISOString(),
    originChainId: 42161,
    destinationChainId: 8453,
    input: { symbol: 'USDC', decimals: 6, amount: '25000000' },
    output: { symbol: 'USDC', decimals: 6, amount: '24990000' },
  });
  recordRecentTransfer({
    ref: { kind: 'deposit', originChainId: 8453, depositId: '77' },
    submittedAt: new Date().toISOString(),
    originChainId: 8453,
    destinationChainId: 10,
    input: { symbol: 'USDC', decimals: 6, amount: '1000000' },
    output: { symbol: 'USDC', decimals: 6, amount: '990000' },
  });
  renderAt('/transfers', () => <TransfersPage />);
  const list = await screen.findByRole('list', { name: 'Recent transfers' });
  const links = within(list).getAllByRole('link');
  // (This test router encodes search values as JSON; the app's writes them plainly.)
  const deposit = new URL(links[0]!.getAttribute('href')!, 'http://x');
  expect(deposit.pathname).toBe('/transfers/deposit');
  expect(deposit.searchParams.get('originChainId')).toBe('8453');
  expect(deposit.searchParams.get('depositId')?.replaceAll('"', '')).toBe('77');
  expect(links[1]).toHaveAttribute('href', `/transfers/${orderId}`);
  expect(links[1]).toHaveTextContent('25 USDC from Arbitrum One to Base');
});

it('says honestly when there is nothing yet, and checks a pasted order id', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/transfers', () => <TransfersPage />);
  expect(await screen.findByText('No transfers from this browser yet')).toBeInTheDocument();
  const input = screen.getByLabelText('Order ID');
  await user.type(input, 'hello');
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/0x followed by 64 hexadecimal characters/);
  await user.clear(input);
  await user.type(input, ` ${orderId} `);
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/transfers/${orderId}`));
});
