// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { recordRecentTransfer } from '../../lib/recent-transfers';
import { depositResponseFixture } from '../../contract/testing/deposits';
import { transferFixture } from '../../contract/testing/v1-transfers';
import { depositNotFound, json, renderAt, stubApi } from './testing/render-tracker';
import { TransfersPage } from './TransfersPage';
import { formatMessage } from '../../i18n/testing/format-message';

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
  const list = await screen.findByRole('list', {
    name: formatMessage('transfers.recent.label', { count: 2 }),
  });
  const links = within(list).getAllByRole('link');
  // (This test router encodes search values as JSON; the app's writes them plainly.)
  const deposit = new URL(links[0]!.getAttribute('href')!, 'http://x');
  expect(deposit.pathname).toBe('/transfers/deposit');
  expect(deposit.searchParams.get('originChainId')).toBe('8453');
  expect(deposit.searchParams.get('depositId')?.replaceAll('"', '')).toBe('77');
  expect(links[1]).toHaveAttribute('href', `/transfers/${orderId}`);
  expect(links[1]).toHaveTextContent(
    formatMessage('transfers.tracker.title', {
      amount: '25 USDC',
      origin: 'Arbitrum One',
      destination: 'Base',
    }),
  );
});

it('says honestly when there is nothing yet, and opens an order by its id', async () => {
  const user = userEvent.setup();
  stubApi({ [`/api/v1/transfers/${orderId}`]: () => json(200, transferFixture) });
  const { router } = renderAt('/transfers', () => <TransfersPage />);
  expect(await screen.findByText(formatMessage('transfers.recent.emptyTitle'))).toBeInTheDocument();
  const input = screen.getByLabelText(formatMessage('transfers.find.label'));
  await user.type(input, 'hello');
  await user.click(screen.getByRole('button', { name: formatMessage('transfers.find.submit') }));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(formatMessage('transfers.find.invalid'));
  await user.clear(input);
  await user.type(input, ` ${orderId} `);
  await user.click(screen.getByRole('button', { name: formatMessage('transfers.find.submit') }));
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
    await screen.findByLabelText(formatMessage('transfers.find.label')),
    txHash.toUpperCase().replace('0X', '0x'),
  );
  await user.click(screen.getByRole('button', { name: formatMessage('transfers.find.submit') }));
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
  await user.type(
    await screen.findByLabelText(formatMessage('transfers.find.label')),
    `0x${'cd'.repeat(32)}`,
  );
  await user.click(screen.getByRole('button', { name: formatMessage('transfers.find.submit') }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(formatMessage('transfers.find.nothing'));
  expect(
    within(alert).getByRole('link', { name: formatMessage('transfers.find.searchExplorer') }),
  ).toBeVisible();
});

it('opens a deposit id on the chosen origin chain', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/transfers', () => <TransfersPage />);
  await user.type(await screen.findByLabelText(formatMessage('transfers.find.label')), '77');
  await user.click(screen.getByRole('button', { name: formatMessage('transfers.find.submit') }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    formatMessage('transfers.find.needsChain'),
  );
  await user.selectOptions(
    screen.getByLabelText(formatMessage('transfers.find.originChain')),
    '8453',
  );
  await user.click(screen.getByRole('button', { name: formatMessage('transfers.find.submit') }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/transfers/deposit'));
  expect(String(router.state.location.search.originChainId)).toBe('8453');
});

it('lists a transfer with its amount and when it was sent the Spanish way', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-21T12:00:00Z'));
  try {
    recordRecentTransfer({
      ref: { kind: 'order', orderId },
      submittedAt: '2025-11-21T11:55:00Z',
      originChainId: 42161,
      destinationChainId: 8453,
      input: { symbol: 'USDC', decimals: 6, amount: '1234567890000' },
      output: { symbol: 'USDC', decimals: 6, amount: '1234560000000' },
    });
    renderAt('/transfers', () => <TransfersPage />, undefined, 'es');
    const list = await screen.findByRole('list', {
      name: formatMessage('transfers.recent.label', { count: 1 }, 'es'),
    });
    const link = within(list).getByRole('link');
    expect(link).toHaveTextContent(
      formatMessage(
        'transfers.tracker.title',
        { amount: '1.234.567,89 USDC', origin: 'Arbitrum One', destination: 'Base' },
        'es',
      ),
    );
    expect(link).toHaveTextContent(
      formatMessage('transfers.recent.submitted', { when: 'hace 5 minutos' }, 'es'),
    );
  } finally {
    vi.useRealTimers();
  }
});

it('speaks Arabic: the heading, the list of two transfers in the dual, the form', async () => {
  for (const [orderOrDeposit, amount] of [
    [{ kind: 'order', orderId } as const, '25000000'],
    [{ kind: 'deposit', originChainId: 8453, depositId: '77' } as const, '1000000'],
  ] as const) {
    recordRecentTransfer({
      ref: orderOrDeposit,
      submittedAt: new Date().toISOString(),
      originChainId: 42161,
      destinationChainId: 8453,
      input: { symbol: 'USDC', decimals: 6, amount },
      output: { symbol: 'USDC', decimals: 6, amount },
    });
  }
  renderAt('/transfers', () => <TransfersPage />, undefined, 'ar');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: formatMessage('transfers.page.title', {}, 'ar'),
    }),
  ).toHaveTextContent('تتبّع عملية تحويل');
  const named = formatMessage('transfers.recent.label', { count: 2 }, 'ar');
  expect(named).toBe('عمليتا تحويل حديثتان');
  const list = screen.getByRole('list', { name: named });
  expect(within(list).getAllByRole('link')).toHaveLength(2);
  expect(
    within(list).getByText(formatMessage('transfers.recent.gasless', { depositId: '77' }, 'ar')),
  ).toBeVisible();
  expect(
    screen.getByRole('button', { name: formatMessage('transfers.find.submit', {}, 'ar') }),
  ).toBeVisible();
});
