// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { depositResponseFixture } from '../../contract/testing/deposits';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import type { Locale } from '../../i18n/locales';
import { DepositDetailPage } from './DepositDetailPage';
import { depositNotFound, json, stubApi } from './testing/render-explorer';

const d = depositResponseFixture.deposit;

function renderPage(
  node: ReactNode,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  locale: Locale = 'en',
) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/explorer/deposits/1/1'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: inLocale(locale) },
  );
  return queryClient;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const outcome = () => formatMessage('explorer.summary.outcome');

it('groups every field for a person, with the timeline, extra events and the raw record', async () => {
  stubApi({
    '/api/deposit': () => json(200, depositResponseFixture),
    '/api/swap/tokens': () => json(200, []),
  });
  const user = userEvent.setup();
  renderPage(
    <DepositDetailPage
      originChainId={Number(d.originChainId)}
      depositId={d.depositId}
      extraTimelineEvents={[
        {
          id: 'evt_1',
          at: d.depositBlockTimestamp,
          seq: 1,
          label: 'Webhook: pda_transfer.deposit-confirmed',
        },
      ]}
    />,
  );
  expect(await screen.findByRole('heading', { name: outcome() })).toBeVisible();
  for (const id of ['progress', 'amounts', 'parties', 'timing', 'references', 'advanced']) {
    expect(
      screen.getByRole('region', { name: formatMessage(`explorer.detail.${id}`) }),
    ).toBeInTheDocument();
  }
  const region = (id: string) =>
    screen.getByRole('region', { name: formatMessage(`explorer.detail.${id}`) });
  const term = (name: string) =>
    `${formatMessage(`explorer.term.${name}.term`)}: ${formatMessage(`explorer.term.${name}.meaning`)}`;
  const progress = region('progress');
  expect(within(progress).getByText('Webhook: pda_transfer.deposit-confirmed')).toBeVisible();
  expect(within(region('advanced')).getByText(d.relayHash!)).toBeVisible();
  // Protocol terms in plain words, each term and its meaning on hover.
  const advanced = region('advanced');
  expect(within(advanced).getByTitle(term('relayHash'))).toHaveTextContent(
    formatMessage('explorer.term.relayHash.plain'),
  );
  const parties = region('parties');
  expect(within(parties).getByTitle(term('relayer'))).toHaveTextContent(
    formatMessage('explorer.term.relayer.plain'),
  );
  expect(within(parties).getByTitle(term('exclusiveRelayer'))).toHaveTextContent(
    formatMessage('explorer.term.exclusiveRelayer.plain'),
  );
  const raw = screen.getByText(formatMessage('explorer.detail.rawJson'));
  await user.click(raw);
  expect(screen.getByText(new RegExp(`"depositTxnRef": "${d.depositTxnRef}"`))).toBeVisible();
  expect(screen.getByRole('button', { name: 'Copy support details' })).toBeVisible();
});

/**
 * The deposit page on the app's own query client (its default retry backoff would hide a failed
 * check for seconds), shown once; then each later check gets `respond(response)`.
 */
async function depositShownThenChecked(): Promise<(response: () => Response) => Promise<void>> {
  let respond = () => json(200, depositResponseFixture);
  stubApi({ '/api/deposit': () => respond(), '/api/swap/tokens': () => json(200, []) });
  const queryClient = renderPage(
    <DepositDetailPage originChainId={Number(d.originChainId)} depositId={d.depositId} />,
    createQueryClient(),
  );
  expect(await screen.findByRole('heading', { name: outcome() })).toBeVisible();
  return async (response) => {
    respond = response;
    await queryClient.refetchQueries();
  };
}

it('when the service goes away: keeps the deposit on screen, says when it last checked, recovers', async () => {
  const checkAgain = await depositShownThenChecked();
  await checkAgain(() =>
    json(502, { error: 'NETWORK_ERROR', message: 'The service could not be reached' }),
  );
  const notice = (await screen.findByText("Can't reach the service")).closest('[role=status]')!;
  expect(notice).toHaveTextContent(/Last checked .+\. Showing the last known state/);
  expect(screen.getByRole('heading', { name: outcome() })).toBeVisible();

  await checkAgain(() => json(200, depositResponseFixture));
  await waitFor(() => expect(screen.queryByText("Can't reach the service")).toBeNull());
});

it('a later check refused (too many searches) keeps the deposit on screen under the countdown', async () => {
  const checkAgain = await depositShownThenChecked();
  await checkAgain(
    () =>
      new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '30' },
      }),
  );
  expect(await screen.findByText(formatMessage('explorer.refused.title'))).toBeVisible();
  expect(screen.getByRole('heading', { name: outcome() })).toBeVisible();
});

it('says the deposit is not indexed yet rather than failing', async () => {
  stubApi({ '/api/deposit': depositNotFound, '/api/swap/tokens': () => json(200, []) });
  renderPage(<DepositDetailPage originChainId={8453} depositId="77" />);
  expect(
    await screen.findByText(
      formatMessage('explorer.detail.notYetTitle', { depositId: '77', origin: 'Base' }),
    ),
  ).toBeVisible();
  expect(
    screen.getByText(formatMessage('explorer.detail.notYetHelp', { seconds: 10 })),
  ).toBeVisible();
});

it('refuses an incomplete link with what a link looks like', async () => {
  stubApi({});
  renderPage(<DepositDetailPage originChainId={Number.NaN} depositId="abc" />);
  expect(await screen.findByText(formatMessage('explorer.detail.incompleteTitle'))).toBeVisible();
});

it('writes amounts, dollars, dates and times the Spanish way', async () => {
  // Only the clock is fake: five minutes after the deposit.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(d.depositBlockTimestamp) + 5 * 60_000);
  const usdc = (chainId: number, address: string) => ({
    chainId,
    address,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    priceUsd: '1',
  });
  stubApi({
    '/api/deposit': () =>
      json(200, {
        ...depositResponseFixture,
        deposit: { ...d, inputAmount: '12345500000', outputAmount: '12345000000' },
      }),
    '/api/swap/tokens': () => json(200, [usdc(42161, d.inputToken), usdc(8453, d.outputToken)]),
  });
  renderPage(
    <DepositDetailPage originChainId={Number(d.originChainId)} depositId={d.depositId} />,
    undefined,
    'es',
  );
  const region = (id: string) =>
    screen.getByRole('region', { name: formatMessage(`explorer.detail.${id}`, {}, 'es') });
  expect(
    await screen.findByRole('heading', {
      name: formatMessage('explorer.summary.outcome', {}, 'es'),
    }),
  ).toBeVisible();
  // Where the money is now, and what was sent with its dollars: Spanish separators.
  expect(
    screen.getByRole('region', { name: formatMessage('explorer.summary.outcome', {}, 'es') }),
  ).toHaveTextContent('12.345 USDC');
  const amounts = region('amounts');
  expect(amounts).toHaveTextContent('12.345,5 USDC');
  expect(amounts).toHaveTextContent('12.344,41 US$');
  expect(amounts).not.toHaveTextContent('12,345.5');
  // The met fill deadline as a Spanish date; "hace 5 minutos", its exact time on hover in Spanish.
  const timing = region('timing');
  expect(timing).toHaveTextContent(/2[12] nov 2025,/);
  expect(timing).not.toHaveTextContent(/Nov 2[12], 2025/);
  const fiveMinutesAgo = within(timing).getAllByText('hace 5 minutos');
  expect(fiveMinutesAgo[0]).toHaveAttribute('title', expect.stringMatching(/^2[12] nov 2025,/));
});
