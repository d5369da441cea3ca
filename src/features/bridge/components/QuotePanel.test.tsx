// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../contract/errors';
import { quoteResponse } from '../../../contract/schemas/v1-quotes';
import { quoteFixture } from '../../../contract/testing/v1-quotes';
import { formatMessage } from '../../../i18n/testing/format-message';
import { fromQuote } from '../model/quote-view';
import { QuotePanel, type QuotePanelProps } from './QuotePanel';

const view = fromQuote(quoteResponse.parse(quoteFixture)); // expires 2025-11-21T22:10:00Z
const expiresAt = view.expiresAtMs;

/** The panel rendered, with a quote's figures once their code has loaded (QuoteDetails.tsx). */
async function panel(props: Partial<QuotePanelProps> = {}) {
  const all: QuotePanelProps = {
    status: 'ready',
    view,
    stale: false,
    error: null,
    preview: false,
    gasless: false,
    now: expiresAt - 5 * 60_000,
    priceUsd: '1',
    destinationName: 'BNB Smart Chain',
    onRetry: vi.fn(),
    onRefresh: vi.fn(),
    idleText: 'Enter an amount.',
    ...props,
  };
  render(<QuotePanel {...all} />);
  const region = screen.getByRole('region', { name: formatMessage('bridge.quote.heading') });
  if (all.view && all.status !== 'idle' && all.status !== 'error') {
    await within(region).findByTestId('quote-output');
  }
  return { ...all, region };
}

describe('QuotePanel', () => {
  it('idle: says what to do', async () => {
    const { region } = await panel({ status: 'idle', view: undefined });
    expect(within(region).getByText('Enter an amount.')).toBeInTheDocument();
  });

  it('loading: a placeholder and a busy region', async () => {
    const { region } = await panel({ status: 'loading', view: undefined });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByText(formatMessage('bridge.quote.getting'))).toBeInTheDocument();
  });

  it('ready: output in the destination token’s decimals, every fee in token and USD, time and expiry', async () => {
    const { region } = await panel();
    expect(within(region).getByTestId('quote-output')).toHaveTextContent('24.987512 USDC');
    for (const [label, amount] of [
      ['Liquidity provider fee', '0 USDC'],
      ['Relayer capital fee', '0.001968 USDC'],
      ['Destination gas', '0.01052 USDC'],
      ['Total fees', '0.012488 USDC'],
    ]) {
      const row = within(region).getByText(label!).closest('div')!;
      expect(row).toHaveTextContent(amount!);
      expect(row).toHaveTextContent('$');
    }
    expect(within(region).getByText('about 4 seconds')).toBeInTheDocument();
    expect(within(region).getByText('5:00')).toHaveAttribute(
      'dateTime',
      '2025-11-21T22:10:00.000Z',
    );
  });

  it('a fresher quote loading: the previous one stays, dimmed, and says it is updating', async () => {
    const { region } = await panel({ stale: true });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByTestId('quote-output')).toBeInTheDocument();
    expect(region.querySelector('[data-stale]')).toHaveClass('opacity-45');
    expect(within(region).getByText(formatMessage('bridge.quote.updating'))).toBeInTheDocument();
  });

  it('expiring: too close to sign, with a way to a new quote', async () => {
    const { region, onRefresh } = await panel({ now: expiresAt - 20_000 });
    expect(within(region).getByText(/too close to sign safely/)).toBeInTheDocument();
    await userEvent.click(
      within(region).getByRole('button', { name: formatMessage('bridge.expiry.newQuote') }),
    );
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('expired: says a new one is on its way', async () => {
    const { region } = await panel({ now: expiresAt + 1 });
    expect(within(region).getByText(formatMessage('bridge.expiry.expired'))).toBeInTheDocument();
  });

  it('error: the typed error’s words and next step, input kept, retry for faults', async () => {
    const error = new ServiceError({
      status: 502,
      code: 'UPSTREAM_HTTP_ERROR',
      message: 'raw upstream text',
      envelope: 'v1-code',
    });
    const { region, onRetry } = await panel({ status: 'error', view: undefined, error });
    // Said from the error copy, loaded with the first failure.
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Service temporarily unavailable',
    );
    expect(within(region).getByText(formatMessage('bridge.quoteError.kept'))).toBeInTheDocument();
    expect(within(region).queryByText('raw upstream text')).not.toBeInTheDocument();
    await userEvent.click(
      within(region).getByRole('button', { name: formatMessage('bridge.quoteError.retry') }),
    );
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('error: an amount the service refuses says what to do, without a pointless retry', async () => {
    const error = new ServiceError({
      status: 400,
      code: 'AMOUNT_TOO_HIGH',
      message: 'x',
      envelope: 'v1-code',
    });
    const { region } = await panel({ status: 'error', view: undefined, error });
    expect(await within(region).findByText('Amount too large')).toBeInTheDocument();
    expect(
      within(region).getByText('Enter a smaller amount, or split it into several transfers.'),
    ).toBeInTheDocument();
    expect(
      within(region).queryByRole('button', { name: formatMessage('bridge.quoteError.retry') }),
    ).not.toBeInTheDocument();
  });

  it('preview: labelled, with what connecting changes', async () => {
    const { region } = await panel({ preview: true });
    expect(within(region).getByText(formatMessage('bridge.quote.preview'))).toBeInTheDocument();
    expect(within(region).getByText(formatMessage('bridge.quote.previewNote'))).toBeInTheDocument();
  });
});
