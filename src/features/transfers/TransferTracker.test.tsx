// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositResponseFixture } from '../../contract/testing/deposits';
import {
  depositedTransferFixture,
  refundedTransferFixture,
  transferFixture,
} from '../../contract/testing/v1-transfers';
import { recordRecentTransfer } from '../../lib/recent-transfers';
import { depositNotFound, json, renderAt, stubApi } from './testing/render-tracker';
import { TransferDetailPage } from './TransferDetailPage';
import { formatMessage } from '../../i18n/testing/format-message';

const orderId = transferFixture.orderId;
const path = `/api/v1/transfers/${orderId}`;
const page = (p: Record<string, string>) => <TransferDetailPage orderId={p.orderId!} />;

const deposited = depositedTransferFixture;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('TransferDetailPage', () => {
  it('follows a transfer to "Delivered", announcing the change politely', async () => {
    let current: unknown = deposited;
    stubApi({ [path]: () => json(200, current), '/api/deposit': depositNotFound });
    const { queryClient } = renderAt(`/transfers/${orderId}`, page);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: formatMessage('transfers.tracker.title', {
          amount: '25 USDC',
          origin: 'Arbitrum One',
          destination: 'BNB Smart Chain',
        }),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Deposited, awaiting fill')).toBeInTheDocument();
    const announcer = screen.getByTestId('status-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('');

    current = transferFixture;
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    // The live region is written after the badge is drawn (an effect of the status change).
    await waitFor(() =>
      expect(announcer).toHaveTextContent(
        formatMessage('transfers.tracker.announce', {
          status: 'Delivered',
          help: 'The funds arrived on BNB Smart Chain',
        }),
      ),
    );
    expect(
      screen.getByText(
        `24.987512 USDC arrived at ${transferFixture.recipient} on BNB Smart Chain.`,
      ),
    ).toBeInTheDocument();

    const compare = screen.getByRole('region', { name: formatMessage('transfers.quoted.heading') });
    expect(
      within(compare).getByText(
        formatMessage('transfers.quoted.verdict', { difference: 'none', amount: '' }),
      ),
    ).toBeInTheDocument();

    const links = screen.getAllByRole('link', { name: /transaction on/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `https://arbiscan.io/tx/${transferFixture.deposit.txnRef}`,
      `https://bscscan.com/tx/${transferFixture.fill.txnRef}`,
    ]);
  });

  it('says "Looking for your transfer…" while the BFF reports it indexing, never a failure', async () => {
    stubApi({
      [path]: () =>
        json(404, {
          error: { type: 'not_found_error', code: 'TRANSFER_INDEXING', message: 'soon' },
        }),
    });
    renderAt(`/transfers/${orderId}`, page);
    expect(await screen.findByText('Looking for your transfer…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats "not found" moments after this browser submitted it as indexing too', async () => {
    recordRecentTransfer({
      ref: { kind: 'order', orderId },
      submittedAt: new Date().toISOString(),
      originChainId: 42161,
      destinationChainId: 56,
      input: { symbol: 'USDC', decimals: 6, amount: '25000000' },
      output: { symbol: 'USDC', decimals: 18, amount: '24987512000000000000' },
    });
    const notFound = {
      error: { type: 'not_found_error', code: 'TRANSFER_NOT_FOUND', message: 'no' },
    };
    stubApi({ [path]: () => json(404, notFound) });
    renderAt(`/transfers/${orderId}`, page);
    expect(await screen.findByText('Looking for your transfer…')).toBeInTheDocument();
  });

  it('names the approval and the deposit a person sent, not a signature', async () => {
    const approvalTxnRef = `0x${'ab'.repeat(32)}`;
    recordRecentTransfer({
      ref: { kind: 'order', orderId },
      submittedAt: deposited.history[1]!.at,
      originChainId: 42161,
      destinationChainId: 56,
      input: { symbol: 'USDC', decimals: 6, amount: '25000000' },
      output: { symbol: 'USDC', decimals: 18, amount: '24987512000000000000' },
      funding: 'transaction',
      approvalTxnRef,
    });
    stubApi({ [path]: () => json(200, deposited), '/api/deposit': depositNotFound });
    renderAt(`/transfers/${orderId}`, page);
    expect(
      await screen.findByText(formatMessage('components.timeline.submittedTx')),
    ).toBeInTheDocument();
    expect(
      screen.getByText(formatMessage('components.timeline.approved', { origin: 'Arbitrum One' })),
    ).toBeInTheDocument();
    expect(screen.queryByText(formatMessage('components.timeline.submitted'))).toBeNull();
  });

  it('gives what arrived every digit, in USD at the price the bridge showed', async () => {
    const eth = { ...transferFixture.outputToken, decimals: 18, symbol: 'ETH' };
    const filled = {
      ...transferFixture,
      outputToken: eth,
      outputAmount: '9990651640098780',
      fill: { ...transferFixture.fill!, outputAmount: '9990651640098780' },
    };
    recordRecentTransfer({
      ref: { kind: 'order', orderId },
      submittedAt: filled.history[1]!.at,
      originChainId: 42161,
      destinationChainId: 56,
      input: { symbol: 'ETH', decimals: 18, amount: filled.inputAmount, priceUsd: '3000' },
      output: { symbol: 'ETH', decimals: 18, amount: filled.outputAmount, priceUsd: '3000' },
    });
    stubApi({ [path]: () => json(200, filled), '/api/deposit': depositNotFound });
    renderAt(`/transfers/${orderId}`, page);
    const compare = await screen.findByRole('region', {
      name: formatMessage('transfers.quoted.heading'),
    });
    expect(within(compare).getAllByText('0.00999065164009878 ETH')).toHaveLength(2);
    expect(within(compare).getAllByText('≈ $29.97')).toHaveLength(2);
    expect(within(compare).queryByText(formatMessage('transfers.quoted.noPrice'))).toBeNull();
  });

  it('prices a swap on arrival in the token received, not the bridged one, on any device', async () => {
    // USDC bridged, ETH received: the deposit record's price is the USDC's, so the token list's
    // ETH price is what the amounts are worth (no quote saved on this device).
    const eth = {
      chainId: 56,
      address: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8',
      decimals: 18,
      symbol: 'ETH',
    };
    const filled = {
      ...transferFixture,
      outputToken: eth,
      outputAmount: '9990651640098780',
      fill: { ...transferFixture.fill!, outputAmount: '9990651640098780' },
    };
    const tokens = () => json(200, [{ ...eth, name: 'Ether', priceUsd: '3000' }]);
    stubApi({
      [path]: () => json(200, filled),
      '/api/deposit': () => json(200, depositResponseFixture),
      '/api/swap/tokens': tokens,
    });
    renderAt(`/transfers/${orderId}`, page);
    const compare = await screen.findByRole('region', {
      name: formatMessage('transfers.quoted.heading'),
    });
    expect(await within(compare).findAllByText('≈ $29.97')).toHaveLength(2);
    expect(within(compare).queryByText('≈ $0.01')).toBeNull();
  });

  it('says what arrived instead when the swap after the bridge fell back, not compared with the quote', async () => {
    const eth = { ...transferFixture.outputToken, decimals: 18, symbol: 'ETH' };
    const bridged = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
    const fellBack = {
      ...transferFixture,
      outputToken: eth,
      outputAmount: '9990651640098780',
      fill: {
        ...transferFixture.fill!,
        outputAmount: '24987512',
        handler: {
          succeeded: false,
          recipient: transferFixture.recipient,
          token: bridged,
          amount: '24987512',
        },
      },
    };
    const tokens = () =>
      json(200, [{ chainId: 56, address: bridged, name: 'USD Coin', symbol: 'USDC', decimals: 6 }]);
    stubApi({
      [path]: () => json(200, fellBack),
      '/api/deposit': depositNotFound,
      '/api/swap/tokens': tokens,
    });
    renderAt(`/transfers/${orderId}`, page);
    expect(
      await screen.findByRole('heading', { name: formatMessage('transfers.swapFallback.title') }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        formatMessage('transfers.swapFallback.arrived', {
          amount: '24.987512 USDC',
          chain: 'BNB Smart Chain',
          recipient: transferFixture.recipient,
        }),
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: formatMessage('transfers.quoted.heading') }),
    ).toBeNull();
    // The outcome names what arrived, in the bridged token's own decimals, not the quote's ETH.
    expect(
      screen.getByText(
        `24.987512 USDC arrived at ${transferFixture.recipient} on BNB Smart Chain.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ETH arrived/)).toBeNull();
  });

  it('explains a refund with the refund address from the deposit record', async () => {
    stubApi({
      [path]: () => json(200, refundedTransferFixture),
      '/api/deposit': () => json(200, depositResponseFixture),
    });
    renderAt(`/transfers/${orderId}`, page);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText(
          new RegExp(
            `went back to ${depositResponseFixture.deposit.depositRefundAddress} on Arbitrum One`,
          ),
        ),
      ).toBeInTheDocument(),
    );
    expect(
      screen.getByRole('link', { name: /Refund transaction on Arbitrum One/ }),
    ).toBeInTheDocument();
  });

  it('copies a support bundle with every id in one click', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi({ [path]: () => json(200, transferFixture), '/api/deposit': depositNotFound });
    renderAt(`/transfers/${orderId}`, page);
    await screen.findByText('Delivered');
    await user.click(screen.getByRole('button', { name: 'Copy support details' }));
    expect(await screen.findByText(/Copied/)).toBeInTheDocument();
    const text = writeText.mock.calls[0]![0];
    for (const id of [
      orderId,
      transferFixture.deposit.depositId,
      transferFixture.deposit.txnRef,
      transferFixture.fill.txnRef,
    ]) {
      expect(text).toContain(id);
    }
  });

  it('says plainly when the link is not an order id, without asking the server', async () => {
    const calls = stubApi({});
    renderAt('/transfers/ord_01HZX3', page);
    expect(await screen.findByText('Not a transfer id')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says the status, what it means and the outcome in Spanish', async () => {
    stubApi({
      [path]: () => json(200, transferFixture),
      // The deposit of this transfer: its output token is the transfer's.
      '/api/deposit': () =>
        json(200, {
          ...depositResponseFixture,
          deposit: {
            ...depositResponseFixture.deposit,
            destinationChainId: '56',
            outputToken: transferFixture.outputToken.address,
          },
        }),
    });
    renderAt(`/transfers/${orderId}`, page, undefined, 'es');
    const delivered = formatMessage('components.status.delivered.label', {}, 'es');
    expect(delivered).toBe('Entregado');
    expect((await screen.findAllByText(delivered)).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        formatMessage(
          'components.outcome.delivered',
          {
            amount: '24,987512 USDC',
            recipient: transferFixture.recipient,
            destination: 'BNB Smart Chain',
          },
          'es',
        ),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(formatMessage('components.status.delivered.next', {}, 'es')),
    ).toBeVisible();
    expect(screen.getByText(formatMessage('transfers.follow.settled', {}, 'es'))).toBeVisible();
    // What arrived, in USD at the deposit record's price, as Spanish writes money.
    const compare = screen.getByRole('region', {
      name: formatMessage('transfers.quoted.heading', {}, 'es'),
    });
    expect(within(compare).getAllByText('24,987512 USDC')).toHaveLength(2);
    expect(await within(compare).findAllByText('≈ 24,99 US$')).toHaveLength(2);
  });

  it('writes a large amount and how long it has waited the Spanish way', async () => {
    // The clock: 1 h 20 min after the transfer was submitted, against 33 min expected.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(deposited.history[1]!.at) + 4800 * 1000);
    recordRecentTransfer({
      ref: { kind: 'order', orderId },
      submittedAt: deposited.history[1]!.at,
      originChainId: 42161,
      destinationChainId: 56,
      input: { symbol: 'USDC', decimals: 6, amount: '12345500000' },
      output: { symbol: 'USDC', decimals: 18, amount: '12345000000000000000000' },
      expectedFillTimeSec: 2000,
    });
    const large = { ...deposited, inputAmount: '12345500000' };
    stubApi({ [path]: () => json(200, large), '/api/deposit': depositNotFound });
    try {
      renderAt(`/transfers/${orderId}`, page, undefined, 'es');
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: formatMessage(
            'transfers.tracker.title',
            {
              amount: '12.345,5 USDC',
              origin: 'Arbitrum One',
              destination: 'BNB Smart Chain',
            },
            'es',
          ),
        }),
      ).toBeInTheDocument();
      expect(
        await screen.findByText(
          formatMessage(
            'components.late.title',
            { elapsed: '1 h y 20 min', expected: '33 min' },
            'es',
          ),
        ),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the amount and the chain names left to right in an Arabic title', async () => {
    stubApi({ [path]: () => json(200, transferFixture), '/api/deposit': depositNotFound });
    renderAt(`/transfers/${orderId}`, page, undefined, 'ar');
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: formatMessage(
          'transfers.tracker.title',
          {
            amount: ltr('25 USDC'),
            origin: ltr('Arbitrum One'),
            destination: ltr('BNB Smart Chain'),
          },
          'ar',
        ),
      }),
    ).toHaveTextContent(`${ltr('25 USDC')} من`);
    const compare = screen.getByRole('region', {
      name: formatMessage('transfers.quoted.heading', {}, 'ar'),
    });
    expect(within(compare).getAllByText(ltr('24.987512 USDC'))[0]).toHaveAttribute('dir', 'ltr');
  });
});
