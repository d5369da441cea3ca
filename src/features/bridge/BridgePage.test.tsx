// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/testing/format-message';
import { closedRouteCapabilities } from './testing/closed-route';
import { renderBridge } from './testing/render-bridge';
import { wholeText } from './testing/text';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openReview(user = userEvent.setup()) {
  await screen.findByTestId('quote-output', {}, { timeout: 4000 });
  const review = await screen.findByRole(
    'button',
    { name: formatMessage('bridge.action.ready.label') },
    { timeout: 3000 },
  );
  await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'));
  await user.click(review);
  // The review is its own chunk: it appears once loaded.
  return screen.findByRole('region', { name: formatMessage('bridge.review.signHeading') });
}

describe('what you sign', () => {
  const tampers: Array<
    [string, (td: { domain: Record<string, unknown>; message: Record<string, unknown> }) => void]
  > = [
    ['a chain other than the origin', (td) => void (td.domain.chainId = 8453)],
    [
      'a contract not on the allowlist',
      (td) => void (td.domain.verifyingContract = '0x1111111111111111111111111111111111111111'),
    ],
    ['another amount', (td) => void (td.message.inputAmount = '2500000000')],
    [
      'another recipient',
      (td) => void (td.message.recipient = '0x2222222222222222222222222222222222222222'),
    ],
  ];

  it.each(tampers)(
    'makes 0 signTypedData calls when the typed data names %s',
    async (_name, tamper) => {
      const user = userEvent.setup();
      const { wallet, service } = await renderBridge({ service: { tamper } });
      const review = await openReview(user);
      expect(
        within(review).getByText(formatMessage('bridge.refused.signTitle')),
      ).toBeInTheDocument();
      const sign = within(review).getByRole('button', {
        name: formatMessage('bridge.sign.button'),
      });
      expect(sign).toHaveAttribute('aria-disabled', 'true');
      await user.click(sign);
      expect(wallet.calls.signTypedData).toBe(0);
      expect(service.executions()).toHaveLength(0);
    },
  );

  it('shows what will be signed, signs once and submits with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { wallet, service, onSubmitted } = await renderBridge();
    const review = await openReview(user);
    expect(within(review).getByText(wholeText('25 USDC on Arbitrum One'))).toBeInTheDocument();
    expect(within(review).getByText(wholeText('24.987512 USDC on Base'))).toBeInTheDocument();
    expect(
      within(review).getByTitle(/^spoke pool: the bridge protocol’s contract/),
    ).toHaveTextContent(/^The bridge contract on Arbitrum One, on Ferry’s allowlist/);
    expect(review).not.toHaveTextContent(/spoke pool, on/);
    await user.click(
      within(review).getByRole('button', { name: formatMessage('bridge.sign.button') }),
    );
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({
      kind: 'order',
      orderId: expect.stringMatching(/^0x/),
      // The tracker shows USD at the price this page showed.
      prices: { input: '1', output: '1' },
    });
    expect(wallet.calls.signTypedData).toBe(1);
    const [execution] = service.executions();
    expect(execution?.headers.get('Idempotency-Key')).toMatch(
      /^ferry-0x[0-9a-f]{64}-[0-9a-f]{16}$/,
    );
    expect(execution?.body).toEqual({
      authorization: { signatures: { funding: expect.stringMatching(/^0x/) } },
    });
  });

  it('returns to the quote with a message when the wallet rejects', async () => {
    const user = userEvent.setup();
    const { service } = await renderBridge({ wallet: { reject: true } });
    const review = await openReview(user);
    await user.click(
      within(review).getByRole('button', { name: formatMessage('bridge.sign.button') }),
    );
    expect(
      await screen.findByText(formatMessage('bridge.outcome.declined.title')),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: formatMessage('bridge.review.signHeading') }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: formatMessage('bridge.action.ready.label') }),
    ).toBeInTheDocument();
    expect(service.executions()).toHaveLength(0);
    // The review that had focus is gone: focus is on the message, not dropped to <body>.
    const notice = screen.getByText(formatMessage('bridge.outcome.declined.title'));
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.contains(notice)).toBe(true);
  });

  it('asks to switch the wallet to the origin chain before signing', async () => {
    const user = userEvent.setup();
    const { wallet } = await renderBridge({ wallet: { chainId: 8453 } });
    const review = await openReview(user);
    await user.click(
      within(review).getByRole('button', {
        name: formatMessage('bridge.sign.switch', { chain: 'Arbitrum One' }),
      }),
    );
    expect(
      await within(review).findByRole('button', { name: formatMessage('bridge.sign.button') }),
    ).toBeInTheDocument();
    expect(wallet.calls.signTypedData).toBe(0);
  });
});

describe('quote freshness', () => {
  it('disables Sign 30 s before expiry, offers a new quote, and requotes at expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { service } = await renderBridge({ service: { ttlMs: 120_000 } });
    const review = await openReview(user);
    const sign = () =>
      within(review).getByRole('button', { name: formatMessage('bridge.sign.button') });
    expect(sign()).not.toHaveAttribute('aria-disabled');
    expect(service.quotes()).toHaveLength(1);

    await act(async () => void vi.advanceTimersByTime(91_000));
    expect(sign()).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(review).getByText(formatMessage('bridge.sign.expiring', { seconds: 30 })),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: formatMessage('bridge.expiry.newQuote') }),
    ).toBeInTheDocument();

    await act(async () => void vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(service.quotes()).toHaveLength(2));
    expect(
      await screen.findByText(formatMessage('bridge.action.refreshed.title')),
    ).toBeInTheDocument();
  });
});

describe('a sped-up service clock', () => {
  it('signs and submits a quote that lives 10 s (SERVICE_CLOCK_SPEED=720)', async () => {
    const user = userEvent.setup();
    const { wallet, service, onSubmitted } = await renderBridge({ service: { ttlMs: 10_000 } });
    expect(screen.queryByText(/too close to sign safely/)).toBeNull();
    const review = await openReview(user);
    const sign = within(review).getByRole('button', { name: formatMessage('bridge.sign.button') });
    expect(sign).not.toHaveAttribute('aria-disabled');
    await user.click(sign);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(wallet.calls.signTypedData).toBe(1);
    expect(service.executions()).toHaveLength(1);
  });
});

describe('when the service goes away', () => {
  it('says so, keeps the form, and shows a quote by itself once the service answers again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const outage: { quoteError?: { status: number; body: Record<string, unknown> } } = {
      quoteError: {
        status: 502,
        body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The service did not answer' } },
      },
    };
    const { service } = await renderBridge({ service: outage });
    expect(await screen.findByText(/asking again by itself/i, {}, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByTestId('quote-output')).toBeNull();

    delete outage.quoteError;
    await act(async () => void vi.advanceTimersByTime(3_500));
    expect(await screen.findByTestId('quote-output', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByText(/asking again by itself/i)).toBeNull();
    // Nobody pressed "Try again": the failed ask, its one quick retry, then the recovery.
    expect(service.quotes()).toHaveLength(3);
  });
});

describe('a shared link and the form', () => {
  it('says when the link’s token is not on the route, and puts the one used in the URL', async () => {
    const { onSearchChange } = await renderBridge({
      search: { from: 42161, to: 8453, token: 'DAI', amount: '10' },
    });
    expect(await screen.findByText('DAI changed to USDC', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText(/DAI cannot be sent from Arbitrum One to Base/)).toBeInTheDocument();
    expect(onSearchChange).toHaveBeenCalledWith({ token: 'USDC' });
  });

  it('says a link’s chain is closed and changes nothing in it', async () => {
    const { onSearchChange } = await renderBridge({
      service: { capabilities: closedRouteCapabilities },
      search: { from: 534352, to: 8453, token: 'USDC', toToken: 'USDC', amount: '10' },
    });
    expect(
      await screen.findByText(
        formatMessage('bridge.closedChain.title', { side: 'origin', chain: 'Scroll' }),
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    const reason = formatMessage('bridge.reason.supportEnded', { date: 'April 30, 2026' });
    expect(
      screen.getByText(formatMessage('bridge.closedChain.body', { side: 'origin', reason })),
    ).toBeVisible();
    expect(
      await screen.findByRole('button', {
        name: formatMessage('bridge.action.routeUnavailable.label'),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/changed to/)).toBeNull();
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('says once that balances cannot be read here, and asks no node for them', async () => {
    const { service } = await renderBridge({ wallet: { chainId: 8453 } });
    expect(
      await screen.findByText(
        formatMessage('bridge.balance.unreadable', { chain: 'Arbitrum One' }),
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(service.calls.filter((c) => c.path.startsWith('/api/rpc/'))).toEqual([]);
    expect(service.calls.filter((c) => c.path === '/api/rpc')).toHaveLength(1);
  });
});
