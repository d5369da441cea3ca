// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { recordRecentTransfer } from '../../lib/recent-transfers';
import { depositResponseFixture } from '../../contract/testing/deposits';
import { transferFixture } from '../../contract/testing/v1-transfers';
import { depositNotFound, json, renderAt, stubApi } from './testing/render-tracker';
import { TransfersPage } from './TransfersPage';

const orderId = `0x${'ab'.repeat(32)}`;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

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

it('says honestly when there is nothing yet, and opens an order by its id', async () => {
  const user = userEvent.setup();
  stubApi({ [`/api/v1/transfers/${orderId}`]: () => json(200, transferFixture) });
  const { router } = renderAt('/transfers', () => <TransfersPage />);
  expect(await screen.findByText('No transfers from this browser yet')).toBeInTheDocument();
  const input = screen.getByLabelText('Order ID, deposit transaction hash or deposit ID');
  await user.type(input, 'hello');
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/0x followed by 64 hexadecimal characters/);
  await user.clear(input);
  await user.type(input, ` ${orderId} `);
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/transfers/${orderId}`));
});

it('looks up a hash that is not an order id as a deposit transaction', async () => {
  const user = userEvent.setup();
  const txHash = depositResponseFixture.deposit.depositTxnRef;
  const calls = stubApi({
    [`/api/v1/transfers/${txHash}`]: () =>
      json(404, {
        error: { type: 'NotFound', code: 'TRANSFER_NOT_FOUND', message: 'no', requestId: 'r' },
      }),
    '/api/deposit': () => json(200, depositResponseFixture),
  });
  const { router } = renderAt('/transfers', () => <TransfersPage />);
  await user.type(
    await screen.findByLabelText(/Order ID/),
    txHash.toUpperCase().replace('0X', '0x'),
  );
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/transfers/deposit'));
  expect(calls).toContain(`/api/deposit?depositTxnRef=${txHash.toLowerCase()}`);
  expect(String(router.state.location.search.depositId)).toBe(
    String(depositResponseFixture.deposit.depositId),
  );
});

it('says when neither an order nor a deposit has the hash, and offers the explorer', async () => {
  const user = userEvent.setup();
  stubApi({
    '/api/deposit': depositNotFound,
  });
  renderAt('/transfers', () => <TransfersPage />);
  await user.type(await screen.findByLabelText(/Order ID/), `0x${'cd'.repeat(32)}`);
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/may not be indexed yet/);
});

it('opens a deposit id on the chosen origin chain', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/transfers', () => <TransfersPage />);
  await user.type(await screen.findByLabelText(/Order ID/), '77');
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/needs its origin chain/);
  await user.selectOptions(screen.getByLabelText('Origin chain of the deposit'), '8453');
  await user.click(screen.getByRole('button', { name: 'Track transfer' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/transfers/deposit'));
  expect(String(router.state.location.search.originChainId)).toBe('8453');
});
