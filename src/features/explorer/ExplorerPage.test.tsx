// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositListItemFixture, depositResponseFixture } from '../../contract/testing/deposits';
import { formatMessage } from '../../i18n/testing/format-message';
import { leaveEmbeddedService, onEmbeddedService } from '../../lib/testing/embedded-service-page';
import { json, renderExplorer, stubApi } from './testing/render-explorer';

const HASH = `0x${'ab'.repeat(32)}`;
const tokens = () =>
  json(200, [
    {
      chainId: 42161,
      address: depositListItemFixture.inputToken,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      priceUsd: '1',
    },
  ]);
const rateLimited = (sec: number) =>
  json(
    429,
    { error: 'RATE_LIMITED', message: 'Too many deposit searches' },
    { 'retry-after': String(sec) },
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SEARCH = '/api/ferry/explorer/search';
const found = (via: string, deposits: unknown[]) =>
  json(200, { matches: [{ via, deposits }], unanswered: [] });
const nothing = () => json(200, { matches: [], unanswered: [] });
/** Timers TanStack Query's retries and the page's countdowns run on. */
const fakeTimers = () =>
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const searchBox = () => formatMessage('explorer.search.label');
const matchedAs = (via: string, count = 1) =>
  formatMessage('explorer.match.matchedAs', {
    via: formatMessage(`explorer.match.${via}`, { count }),
  });
const countdown = (seconds: number) => formatMessage('explorer.refused.seconds', { seconds });
const noDepositYet = () => formatMessage('explorer.notFound.title');
const tooMany = () => formatMessage('explorer.refused.title');
const searchAgain = () => formatMessage('explorer.search.again');

describe('explorer search', () => {
  it('shows a skeleton while searching, then the match in a table and announces it', async () => {
    let respond!: (r: Response) => void;
    const calls = stubApi({
      [SEARCH]: () => new Promise((resolve) => (respond = resolve)),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: ` ${HASH.toUpperCase().replace('0X', '0x')} ` });
    expect(await screen.findByText(formatMessage('explorer.results.searching'))).toBeVisible();
    expect(screen.getByText(formatMessage('explorer.detected.hash'))).toBeVisible();
    await act(async () => respond(found('depositTxnRef', [depositResponseFixture.deposit])));
    expect(await screen.findByRole('heading', { name: matchedAs('depositTxnRef') })).toBeVisible();
    const table = screen.getByRole('table', { name: matchedAs('depositTxnRef') });
    expect(
      within(table).getByRole('columnheader', { name: formatMessage('explorer.column.status') }),
    ).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Arbitrum One');
    // The chain's logo beside its name (decorative, so found by its mark, not by a role).
    expect(row.querySelector('[data-logo]')).toHaveAttribute('aria-hidden', 'true');
    // In the token's own units once the token list is in (base units until then).
    await vi.waitFor(() => expect(row).toHaveTextContent('25 USDC'));
    // Announced politely to screen readers.
    expect(
      await screen.findByText(formatMessage('explorer.lookup.announceFound', { count: 1 })),
    ).toHaveAttribute('aria-live', 'polite');
    // One request for the whole search: the BFF tries every kind of reference.
    expect(calls.filter((c) => c !== '/api/swap/tokens')).toEqual([`${SEARCH}?hash=${HASH}`]);
  });

  it('lists every deposit of a sweep together', async () => {
    const second = { ...depositListItemFixture, depositId: '3912471', id: 2 };
    stubApi({
      [SEARCH]: () => found('sweepTxnRef', [depositListItemFixture, second]),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: HASH });
    const heading = await screen.findByRole('heading', { name: matchedAs('sweepTxnRef', 2) });
    expect(heading).toHaveTextContent('2 deposits swept together');
    expect(heading).toBeVisible();
    const table = screen.getByRole('table', { name: heading.textContent! });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('names a relay-data hash match in plain words, with the term on hover', async () => {
    stubApi({
      [SEARCH]: () => found('relayDataHash', [depositResponseFixture.deposit]),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: HASH });
    const term = formatMessage('explorer.term.relayHash.term');
    const heading = await screen.findByRole('heading', {
      name: `${matchedAs('relayDataHash')} (${term})`,
    });
    expect(
      within(heading).getByTitle(`${term}: ${formatMessage('explorer.term.relayHash.meaning')}`),
    ).toHaveTextContent(formatMessage('explorer.term.relayHash.plain'));
  });

  it('says what was searched when nothing matches, re-checks for a minute, then stops', async () => {
    fakeTimers();
    const calls = stubApi({ [SEARCH]: nothing, '/api/swap/tokens': tokens });
    renderExplorer({ q: HASH });
    expect(await screen.findByText(noDepositYet())).toBeVisible();
    expect(screen.getByText(formatMessage('explorer.notFound.indexing'))).toBeVisible();
    expect(
      screen.getByText(formatMessage('explorer.notFound.rechecking', { seconds: 60 })),
    ).toBeVisible();
    const searches = () => calls.filter((c) => c.startsWith(SEARCH)).length;
    const before = searches();
    await tick(5_100);
    await vi.waitFor(() => expect(searches()).toBeGreaterThan(before));
    await tick(61_000);
    expect(await screen.findByText(formatMessage('explorer.notFound.gaveUp'))).toBeVisible();
    const after = searches();
    await tick(20_000);
    expect(searches()).toBe(after);
    expect(screen.getByRole('button', { name: searchAgain() })).toBeVisible();
  });

  it('says "Searched as…" once when nothing matches: under the search box, not again below', async () => {
    stubApi({ [SEARCH]: nothing, '/api/swap/tokens': tokens });
    renderExplorer({ q: HASH });
    expect(await screen.findByText(noDepositYet())).toBeVisible();
    expect(screen.getAllByText(formatMessage('explorer.detected.hash'))).toHaveLength(1);
  });

  it('counts down from Retry-After when rate limited, keeps the input, then searches again', async () => {
    fakeTimers();
    let limited = true;
    const calls = stubApi({
      [SEARCH]: () =>
        limited ? rateLimited(3) : found('depositId', [depositResponseFixture.deposit]),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: '3912533', chain: 42161 });
    expect(await screen.findByText(tooMany())).toBeVisible();
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent(countdown(3));
    expect(screen.getByLabelText(searchBox())).toHaveValue('3912533');
    limited = false;
    await tick(1_000);
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent(countdown(2));
    await tick(2_100);
    expect(await screen.findByRole('heading', { name: matchedAs('depositId') })).toBeVisible();
    expect(calls.filter((c) => c.startsWith(SEARCH))).toEqual([
      `${SEARCH}?depositId=3912533&originChainId=42161`,
      `${SEARCH}?depositId=3912533&originChainId=42161`,
    ]);
  });

  it('a search refused again and again backs off, then stops and waits for the person', async () => {
    fakeTimers();
    const calls = stubApi({ [SEARCH]: () => rateLimited(2), '/api/swap/tokens': tokens });
    renderExplorer({ q: HASH });
    const searches = () => calls.filter((c) => c.startsWith(SEARCH)).length;
    // Each wait is twice the one before: 2, 4 and 8 s after Retry-After: 2.
    for (const [wait, tries] of [
      [2, 1],
      [4, 2],
      [8, 3],
    ] as const) {
      await vi.waitFor(() =>
        expect(screen.getByTestId('retry-countdown')).toHaveTextContent(countdown(wait)),
      );
      expect(searches()).toBe(tries);
      await tick(wait * 1_000 + 100);
    }
    expect(await screen.findByText(formatMessage('explorer.refused.stopped'))).toBeVisible();
    expect(searches()).toBe(4);
    await tick(120_000);
    expect(searches()).toBe(4);
    expect(screen.queryByTestId('retry-countdown')).toBeNull();
    expect(screen.getByRole('button', { name: searchAgain() })).toBeVisible();
  });

  it('a refused re-check keeps "No deposit found yet" on screen and ends the re-checking', async () => {
    fakeTimers();
    let limited = false;
    const calls = stubApi({
      [SEARCH]: () => (limited ? rateLimited(2) : nothing()),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: HASH });
    expect(await screen.findByText(noDepositYet())).toBeVisible();
    limited = true;
    // The re-check and its tries run behind the notice, which never changes to a countdown.
    for (let ms = 0; ms < 30_000; ms += 500) {
      await tick(500);
      expect(screen.getByText(noDepositYet())).toBeVisible();
      expect(screen.queryByText(tooMany())).toBeNull();
    }
    expect(screen.getByText(formatMessage('explorer.notFound.refused'))).toBeVisible();
    const searches = calls.filter((c) => c.startsWith(SEARCH)).length;
    expect(searches).toBe(1 + 4); // the first search, then one re-check and its 3 tries
    await tick(120_000);
    expect(calls.filter((c) => c.startsWith(SEARCH))).toHaveLength(searches);
    expect(screen.getByRole('button', { name: searchAgain() })).toBeVisible();
  });

  it('moves focus to the results once a search typed by a person has a response', async () => {
    stubApi({
      [SEARCH]: () => found('depositTxnRef', [depositResponseFixture.deposit]),
      '/api/swap/tokens': tokens,
    });
    const user = userEvent.setup();
    const { searches } = renderExplorer({});
    const box = await screen.findByLabelText(searchBox());
    await user.type(box, `${HASH}{Enter}`);
    expect(searches.at(-1)).toEqual({ q: HASH, chain: undefined });
    await vi.waitFor(() =>
      expect(
        screen.getByRole('heading', { name: formatMessage('explorer.page.results') }),
      ).toHaveFocus(),
    );
    expect(screen.getByLabelText(searchBox())).toHaveValue(HASH);
  });

  it('explains an input it cannot read without searching', async () => {
    const calls = stubApi({});
    renderExplorer({ q: '0x1234' });
    const input = await screen.findByLabelText(searchBox());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      formatMessage('explorer.detected.hexLength', { length: 4, size: 'short' }),
    );
    expect(calls.filter((c) => c.startsWith(SEARCH))).toEqual([]);
  });

  // A shared link can carry anything in ?q=: the page explains it and never sends it.
  it.each([
    ['a NUL byte', `${HASH}\u0000`],
    ['a lone surrogate', `${HASH.slice(0, -1)}\ud800`],
    ['10,000 characters', 'a'.repeat(10_000)],
  ])('with %s in the link it explains the input without searching', async (_name, q) => {
    const calls = stubApi({});
    renderExplorer({ q });
    const input = await screen.findByLabelText(searchBox());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.startsWith(SEARCH))).toEqual([]);
  });

  it('asks for the origin chain of a deposit id and remembers the choice', async () => {
    stubApi({ [SEARCH]: nothing, '/api/swap/tokens': tokens });
    const user = userEvent.setup();
    const { searches } = renderExplorer({ q: '77' });
    expect(
      await screen.findByText(
        formatMessage('explorer.detected.depositIdNoChain', { depositId: '77' }),
      ),
    ).toBeVisible();
    await user.selectOptions(
      screen.getByLabelText(formatMessage('explorer.originChain.label')),
      '8453',
    );
    expect(searches.at(-1)).toEqual({ q: '77', chain: 8453 });
    await vi.waitFor(() =>
      expect(screen.getByLabelText(searchBox())).toHaveAccessibleDescription(
        formatMessage('explorer.detected.depositIdOn', { depositId: '77', chain: 'Base' }),
      ),
    );
    expect(localStorage.getItem('ferry:explorer:origin-chain:v1')).toBe('8453');
  });

  it('announces the deposits of an address page in the right number', async () => {
    let rows = [depositListItemFixture];
    stubApi({ '/api/deposits': () => json(200, rows), '/api/swap/tokens': tokens });
    renderExplorer({ q: depositListItemFixture.depositor });
    const announced = (count: number) =>
      formatMessage('explorer.address.announcePage', { count, page: 1 });
    expect(announced(1)).toBe('1 deposit on page 1.');
    expect(await screen.findByText(announced(1))).toHaveAttribute('aria-live', 'polite');
    cleanup();
    rows = [depositListItemFixture, { ...depositListItemFixture, depositId: '2' }];
    renderExplorer({ q: depositListItemFixture.depositor });
    expect(await screen.findByText(announced(2))).toBeInTheDocument();
    expect(announced(2)).toBe('2 deposits on page 1.');
  });
});

describe('a contract searched by its address', () => {
  const ARB_SPOKE_POOL = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';
  const USDC_ARB = depositListItemFixture.inputToken;
  afterEach(() => leaveEmbeddedService());

  it('says it is the protocol’s spoke pool, on which chain, and links its documentation', async () => {
    stubApi({ '/api/deposits': () => json(200, []), '/api/swap/tokens': tokens });
    renderExplorer({ q: ARB_SPOKE_POOL });
    expect(await screen.findByText(formatMessage('explorer.contract.title'))).toBeVisible();
    expect(
      screen.getByText(formatMessage('explorer.contract.spokePool', { chain: 'Arbitrum One' }), {
        exact: false,
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: formatMessage('explorer.contract.docs') }),
    ).toHaveAttribute('href', 'https://docs.across.to/reference/contract-addresses');
    expect(
      screen.getByRole('link', {
        name: formatMessage('explorer.contract.onPublicExplorer', { chain: 'Arbitrum One' }),
      }),
    ).toHaveAttribute('href', `https://arbiscan.io/address/${ARB_SPOKE_POOL}`);
  });

  it('on the sandbox, names a token and says its transactions are searched here, not publicly', async () => {
    onEmbeddedService();
    stubApi({ '/api/deposits': () => json(200, []), '/api/swap/tokens': tokens });
    renderExplorer({ q: USDC_ARB });
    expect(
      await screen.findByText(
        formatMessage('explorer.contract.token', {
          symbol: 'USDC',
          name: 'USD Coin',
          chain: 'Arbitrum One',
        }),
      ),
    ).toBeVisible();
    expect(screen.getByText(formatMessage('explorer.contract.sandbox'))).toBeVisible();
    expect(screen.queryByRole('link', { name: /explorer’s?$/ })).toBeNull();
  });
});

describe('the explorer in another language', () => {
  it('speaks Arabic: its heading, the results table and the count in the dual', async () => {
    const rows = [depositListItemFixture, { ...depositListItemFixture, depositId: '2' }];
    stubApi({ '/api/deposits': () => json(200, rows), '/api/swap/tokens': tokens });
    renderExplorer({ q: depositListItemFixture.depositor }, 'ar');
    expect(
      await screen.findByRole('heading', { name: formatMessage('explorer.page.title', {}, 'ar') }),
    ).toHaveTextContent('مستكشف الدعم');
    const announced = formatMessage('explorer.address.announcePage', { count: 2, page: 1 }, 'ar');
    expect(announced).toMatch(/^عمليتا إيداع/);
    expect(await screen.findByText(announced)).toHaveAttribute('aria-live', 'polite');
    expect(
      screen.getAllByRole('columnheader', {
        name: formatMessage('explorer.column.depositor', {}, 'ar'),
      }),
    ).toHaveLength(1);
    expect(screen.getByLabelText(formatMessage('explorer.search.label', {}, 'ar'))).toHaveValue(
      depositListItemFixture.depositor,
    );
    // Each deposit's status, from the shared status map, in Arabic too.
    const delivered = formatMessage('components.status.delivered.label', {}, 'ar');
    expect(within(screen.getByRole('table')).getAllByText(delivered)).toHaveLength(2);
    // Amounts read left to right among Arabic words ("25 USDC", not "USDC 25"): isolated in
    // the text itself (it goes into the row link's name too) and in a left-to-right cell.
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('table')).getAllByText('\u206625 USDC\u2069')[0],
      ).toHaveAttribute('dir', 'ltr'),
    );
  });

  it('speaks Spanish: the heading and the count of a sweep in the plural', async () => {
    const second = { ...depositListItemFixture, depositId: '3912471', id: 2 };
    stubApi({
      [SEARCH]: () => found('sweepTxnRef', [depositListItemFixture, second]),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: HASH }, 'es');
    expect(
      await screen.findByRole('heading', { name: formatMessage('explorer.page.title', {}, 'es') }),
    ).toHaveTextContent('Explorador de soporte');
    const heading = await screen.findByRole('heading', {
      name: formatMessage(
        'explorer.match.matchedAs',
        { via: formatMessage('explorer.match.sweepTxnRef', { count: 2 }, 'es') },
        'es',
      ),
    });
    expect(heading).toHaveTextContent('2 depósitos barridos juntos');
    expect(
      await screen.findByText(formatMessage('explorer.lookup.announceFound', { count: 2 }, 'es')),
    ).toHaveTextContent('2 resultados encontrados.');
  });

  it('writes the amounts and dollars of the results the Spanish way', async () => {
    const large = { ...depositListItemFixture, inputAmount: '12345500000' };
    stubApi({ [SEARCH]: () => found('depositTxnRef', [large]), '/api/swap/tokens': tokens });
    renderExplorer({ q: HASH }, 'es');
    const name = formatMessage(
      'explorer.row.linkName',
      {
        depositId: large.depositId,
        origin: 'Arbitrum One',
        amount: '12.345,5 USDC',
        status: formatMessage('components.status.delivered.label', {}, 'es'),
      },
      'es',
    );
    expect((await screen.findAllByRole('link', { name }))[0]).toBeVisible();
    expect(screen.getAllByText('12.344,41 US$')[0]).toBeVisible();
  });
});
