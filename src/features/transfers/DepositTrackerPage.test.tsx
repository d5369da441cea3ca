// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositResponseFixture } from '../../contract/testing/deposits';
import { DepositTrackerPage } from './DepositTrackerPage';
import { recordRecentTransfer } from '../../lib/recent-transfers';
import { depositNotFound, json, renderAt, stubApi } from './testing/render-tracker';
import { formatMessage } from '../../i18n/testing/format-message';

const page = (p: Record<string, string>) => (
  <DepositTrackerPage
    originChainId={p.originChainId ? Number(p.originChainId) : undefined}
    depositId={p.depositId === undefined ? undefined : String(p.depositId)}
  />
);
const url = '/transfers/deposit?originChainId=42161&depositId=3912470';
const tokens = () =>
  json(200, [
    {
      chainId: 42161,
      address: depositResponseFixture.deposit.inputToken,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      priceUsd: '1',
    },
    {
      chainId: 8453,
      address: depositResponseFixture.deposit.outputToken,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      priceUsd: '1',
    },
  ]);
const withStatus = (status: string) =>
  json(200, { ...depositResponseFixture, deposit: { ...depositResponseFixture.deposit, status } });

/** The bridge's record of a gasless transfer it submitted (by its deposit). */
const recordGasless = () =>
  recordRecentTransfer({
    ref: { kind: 'deposit', originChainId: 42161, depositId: '3912470' },
    submittedAt: new Date().toISOString(),
    originChainId: 42161,
    destinationChainId: 8453,
    input: { symbol: 'USDC', decimals: 6, amount: '25000000' },
    output: { symbol: 'USDC', decimals: 6, amount: '24987512' },
  });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('DepositTrackerPage', () => {
  it('shows a delivered deposit with amounts resolved from the token list', async () => {
    stubApi({ '/api/deposit': () => withStatus('filled'), '/api/swap/tokens': tokens });
    renderAt(url, page);
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: formatMessage('transfers.tracker.title', {
          amount: '25 USDC',
          origin: 'Arbitrum One',
          destination: 'Base',
        }),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fill transaction on Base/ })).toBeInTheDocument();
  });

  it('writes the amounts sent and delivered the Spanish way', async () => {
    stubApi({ '/api/deposit': () => withStatus('filled'), '/api/swap/tokens': tokens });
    renderAt(url, page, undefined, 'es');
    const to = formatMessage(
      'transfers.facts.amountOn',
      { amount: '24,987512 USDC', chain: 'Base' },
      'es',
    );
    expect(await screen.findByText(to)).toBeVisible();
  });

  it('names a deposit through a deposit address as such, with no quote to compare', async () => {
    stubApi({ '/api/deposit': () => withStatus('filled'), '/api/swap/tokens': tokens });
    renderAt(url, page);
    expect(
      await screen.findByText(formatMessage('transfers.kind.depositAddress')),
    ).toBeInTheDocument();
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByText(formatMessage('transfers.kind.gasless'))).toBeNull();
    expect(
      screen.queryByRole('heading', { name: formatMessage('transfers.quoted.heading') }),
    ).toBeNull();
  });

  it('names an ordinary transfer opened by its deposit a transfer, with no quote to compare', async () => {
    const plain = { ...depositResponseFixture.deposit, depositAddress: null, sweepTxnRef: null };
    stubApi({
      '/api/deposit': () => json(200, { ...depositResponseFixture, deposit: plain }),
      '/api/swap/tokens': tokens,
    });
    renderAt(url, page);
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(
      screen.getByText(formatMessage('transfers.kind.transfer'), { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(formatMessage('transfers.kind.gasless'))).toBeNull();
    expect(
      screen.queryByRole('heading', { name: formatMessage('transfers.quoted.heading') }),
    ).toBeNull();
  });

  it('says a destination swap fell back: what arrived instead, in which token, to whom, and why', async () => {
    const recipient = '0xE86cd45f5A5B268813183C57Cf67234D21C9f086';
    const fellBack = {
      ...depositResponseFixture.deposit,
      status: 'filled',
      actionsSucceeded: false,
      actionsTargetRecipient: recipient,
      actionsTargetToken: depositResponseFixture.deposit.outputToken,
      actionsTargetAmount: '24987512',
      actionsTargetChainId: 8453,
    };
    stubApi({
      '/api/deposit': () => json(200, { ...depositResponseFixture, deposit: fellBack }),
      '/api/swap/tokens': tokens,
    });
    recordGasless();
    renderAt(url, page);
    expect(
      await screen.findByRole('heading', { name: formatMessage('transfers.swapFallback.title') }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        formatMessage('transfers.swapFallback.arrived', {
          amount: '24.987512 USDC',
          chain: 'Base',
          recipient,
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(formatMessage('transfers.swapFallback.why'))).toBeInTheDocument();
    // Not compared with the quote: the token that arrived is not the one quoted.
    expect(
      screen.queryByRole('heading', { name: formatMessage('transfers.quoted.heading') }),
    ).toBeNull();
  });

  it('names the gasless transfer this browser sent, and compares its quote with what arrived', async () => {
    recordGasless();
    const plain = { ...depositResponseFixture.deposit, depositAddress: null, sweepTxnRef: null };
    stubApi({
      '/api/deposit': () => json(200, { ...depositResponseFixture, deposit: plain }),
      '/api/swap/tokens': tokens,
    });
    renderAt(url, page);
    expect(await screen.findByText(formatMessage('transfers.kind.gasless'))).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: formatMessage('transfers.quoted.heading') }),
    ).toBeInTheDocument();
  });

  it('shows an expired deposit as a refund pending, expected within hours, to its refund address', async () => {
    stubApi({ '/api/deposit': () => withStatus('expired'), '/api/swap/tokens': tokens });
    renderAt(url, page);
    expect(await screen.findByText('Refund pending')).toBeInTheDocument();
    expect(screen.getByText('Refund expected within a few hours')).toBeInTheDocument();
    expect(
      screen.getAllByText(new RegExp(depositResponseFixture.deposit.depositRefundAddress)).length,
    ).toBeGreaterThan(0);
  });

  it('reads "not found" just after this browser submitted it as "Looking for your transfer…"', async () => {
    recordGasless();
    stubApi({
      '/api/deposit': depositNotFound,
    });
    renderAt(url, page);
    expect(await screen.findByText('Looking for your transfer…')).toBeInTheDocument();
    expect(screen.queryByText('Deposit not found')).toBeNull(); // no failure beside it
  });

  it('explains an incomplete link without asking the server', async () => {
    const calls = stubApi({});
    renderAt('/transfers/deposit?originChainId=42161', page);
    expect(
      await screen.findByText(formatMessage('transfers.deposit.incompleteTitle')),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
