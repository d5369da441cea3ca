// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { depositListItemFixture } from '../../contract/testing/deposits';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import type { Locale } from '../../i18n/locales';
import { HistoryPage } from './HistoryPage';
import { HISTORY_LIMIT } from './WalletHistory';
import type { RecentTransfer } from '../../lib/recent-transfers';

const ACCOUNT = depositListItemFixture.depositor;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub(routes: Record<string, (url: URL) => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      return routes[url.pathname]?.(url) ?? json(404, { error: 'NotFound', message: 'none' });
    }),
  );
}

function renderPage(node: ReactNode, locale: Locale = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/history'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: inLocale(locale) },
  );
}

const pendingOrder: RecentTransfer = {
  ref: { kind: 'order', orderId: `0x${'ab'.repeat(32)}` },
  submittedAt: new Date().toISOString(),
  originChainId: 42161,
  destinationChainId: 8453,
  input: { symbol: 'USDC', decimals: 6, amount: '5000000' },
  output: { symbol: 'USDC', decimals: 6, amount: '4990000' },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("lists the wallet's deposits from the service with their outcome, plus this browser's pending one", async () => {
  let asked: URL | undefined;
  stub({
    '/api/deposits': (url) => {
      asked = url;
      return json(200, [depositListItemFixture]);
    },
    '/api/swap/tokens': () => json(200, []),
  });
  renderPage(<HistoryPage account={ACCOUNT} local={[pendingOrder]} onConnect={() => {}} />);
  const list = await screen.findByRole('list', { name: formatMessage('history.list.label') });
  expect(asked?.searchParams.get('depositor')).toBe(ACCOUNT);
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  // The pending local entry is the newest; the service's deposit shows its outcome.
  expect(rows[0]).toHaveTextContent('5 USDC');
  expect(rows[0]).toHaveTextContent(formatMessage('history.row.fromBrowser'));
  expect(rows[1]).toHaveTextContent(formatMessage('components.status.delivered.label'));
  expect(rows[1]).toHaveTextContent(
    formatMessage('history.row.route', { origin: 'Arbitrum One', destination: 'Base' }),
  );
  const details = formatMessage('history.row.detailsOf', {
    depositId: depositListItemFixture.depositId,
  });
  expect(within(rows[1]!).getByRole('link', { name: details })).toHaveAttribute(
    'href',
    `/explorer/deposits/42161/${depositListItemFixture.depositId}`,
  );
});

it('without a wallet shows what this browser remembers and asks to connect for the rest', async () => {
  stub({ '/api/swap/tokens': () => json(200, []) });
  const onConnect = vi.fn();
  renderPage(<HistoryPage local={[pendingOrder]} onConnect={onConnect} />);
  expect(await screen.findByText(formatMessage('history.browser.connectTitle'))).toBeVisible();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(
    screen.getByRole('button', { name: formatMessage('history.browser.connect') }),
  );
  expect(onConnect).toHaveBeenCalled();
});

it('says what to do when a connected wallet has no transfers anywhere', async () => {
  stub({ '/api/deposits': () => json(200, []), '/api/swap/tokens': () => json(200, []) });
  renderPage(<HistoryPage account={ACCOUNT} local={[]} onConnect={() => {}} />);
  expect(await screen.findByText(formatMessage('history.wallet.emptyTitle'))).toBeVisible();
  expect(
    screen.getByRole('link', { name: formatMessage('history.wallet.makeTransfer') }),
  ).toHaveAttribute('href', '/');
});

it('reads in Arabic: the heading, and how many of the newest it shows', async () => {
  const full = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({
    ...depositListItemFixture,
    depositId: String(1000 + i),
    depositTxnRef: `0x${i.toString(16).padStart(64, '0')}`,
  }));
  stub({ '/api/deposits': () => json(200, full), '/api/swap/tokens': () => json(200, []) });
  renderPage(<HistoryPage account={ACCOUNT} local={[]} onConnect={() => {}} />, 'ar');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: formatMessage('history.page.title', {}, 'ar'),
    }),
  ).toBeVisible();
  expect(
    await screen.findByText(
      formatMessage('history.wallet.limited', { count: HISTORY_LIMIT }, 'ar'),
    ),
  ).toBeVisible();
  expect(
    screen.getByRole('link', { name: formatMessage('history.wallet.seeAll', {}, 'ar') }),
  ).toBeVisible();
});

it('writes a row’s amounts and time the Spanish way', async () => {
  const submittedAt = '2025-11-21T21:55:13.000Z';
  // Only the clock is fake: five minutes after the transfer was sent.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(submittedAt) + 5 * 60_000);
  stub({ '/api/swap/tokens': () => json(200, []) });
  const sent: RecentTransfer = {
    ...pendingOrder,
    submittedAt,
    input: { symbol: 'USDC', decimals: 6, amount: '12345500000' },
    output: { symbol: 'USDC', decimals: 6, amount: '12340000000' },
  };
  renderPage(<HistoryPage local={[sent]} onConnect={() => {}} />, 'es');
  const list = await screen.findByRole('list', {
    name: formatMessage('history.list.label', {}, 'es'),
  });
  const row = within(list).getByRole('listitem');
  expect(row).toHaveTextContent('12.345,5 USDC → 12.340 USDC');
  const time = within(row).getByText('hace 5 minutos');
  expect(time).toHaveAttribute('title', expect.stringMatching(/^2[12] nov 2025,/));
});

it('names a chain no list knows in Spanish', async () => {
  stub({ '/api/swap/tokens': () => json(200, []) });
  const elsewhere: RecentTransfer = { ...pendingOrder, destinationChainId: 999999 };
  renderPage(<HistoryPage local={[elsewhere]} onConnect={() => {}} />, 'es');
  const list = await screen.findByRole('list', {
    name: formatMessage('history.list.label', {}, 'es'),
  });
  const unnamed = formatMessage('components.chain.unnamed', { chainId: '999999' }, 'es');
  expect(unnamed).toBe('Cadena 999999');
  expect(within(list).getByRole('listitem')).toHaveTextContent(
    formatMessage('history.row.route', { origin: 'Arbitrum One', destination: unnamed }, 'es'),
  );
});

it('reads a row’s route in Arabic from the right: origin, then destination, no arrow pointing back', async () => {
  stub({ '/api/swap/tokens': () => json(200, []) });
  renderPage(<HistoryPage local={[pendingOrder]} onConnect={() => {}} />, 'ar');
  const list = await screen.findByRole('list', {
    name: formatMessage('history.list.label', {}, 'ar'),
  });
  const row = within(list).getByRole('listitem');
  // The names are isolated, so what stands between them follows the page's direction.
  const isolate = (v: string) => `\u2066${v}\u2069`;
  expect(row).toHaveTextContent(
    formatMessage(
      'history.row.route',
      { origin: isolate('Arbitrum One'), destination: isolate('Base') },
      'ar',
    ),
    { normalizeWhitespace: false },
  );
  expect(row.textContent).not.toContain('→');
});
