// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositListItemFixture, depositResponseFixture } from '../../contract/testing/deposits';
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

describe('explorer search', () => {
  it('shows a skeleton while searching, then the match in a table and announces it', async () => {
    let answer!: (r: Response) => void;
    const calls = stubApi({
      [SEARCH]: () => new Promise((resolve) => (answer = resolve)),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: ` ${HASH.toUpperCase().replace('0X', '0x')} ` });
    expect(await screen.findByText('Searching…')).toBeVisible();
    expect(
      screen.getByText(
        /Searched as a deposit transaction, order id, cross-chain id \(relay hash\)/,
      ),
    ).toBeVisible();
    await act(async () => answer(found('depositTxnRef', [depositResponseFixture.deposit])));
    expect(
      await screen.findByRole('heading', { name: 'Matched as: Deposit transaction' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Matched as: Deposit transaction' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Arbitrum One');
    // The chain's logo beside its name (decorative, so found by its mark, not by a role).
    expect(row.querySelector('[data-logo]')).toHaveAttribute('aria-hidden', 'true');
    // In the token's own units once the token list is in (base units until then).
    await vi.waitFor(() => expect(row).toHaveTextContent('25 USDC'));
    // Announced politely to screen readers.
    expect(await screen.findByText('1 result found.')).toHaveAttribute('aria-live', 'polite');
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
    const heading = await screen.findByRole('heading', {
      name: 'Matched as: Sweep transaction: 2 deposits swept together',
    });
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
    const heading = await screen.findByRole('heading', {
      name: 'Matched as: Cross-chain id (relay-data hash)',
    });
    expect(
      within(heading).getByTitle(/^relay-data hash: one id for the transfer/),
    ).toHaveTextContent('Cross-chain id');
  });

  it('says what was searched when nothing matches, re-checks for a minute, then stops', async () => {
    fakeTimers();
    const calls = stubApi({ [SEARCH]: nothing, '/api/swap/tokens': tokens });
    renderExplorer({ q: HASH });
    expect(await screen.findByText('No deposit found yet')).toBeVisible();
    expect(
      screen.getByText(/may not be visible yet. This page re-checks for a minute/),
    ).toBeVisible();
    const searches = () => calls.filter((c) => c.startsWith(SEARCH)).length;
    const before = searches();
    await tick(5_100);
    await vi.waitFor(() => expect(searches()).toBeGreaterThan(before));
    await tick(61_000);
    expect(await screen.findByText(/re-checked for a minute and found nothing/)).toBeVisible();
    const after = searches();
    await tick(20_000);
    expect(searches()).toBe(after);
    expect(screen.getByRole('button', { name: 'Search again' })).toBeVisible();
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
    expect(await screen.findByText('Too many searches from this connection')).toBeVisible();
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('3 seconds');
    expect(screen.getByLabelText('Transaction hash, order id, address or deposit id')).toHaveValue(
      '3912533',
    );
    limited = false;
    await tick(1_000);
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('2 seconds');
    await tick(2_100);
    expect(await screen.findByRole('heading', { name: 'Matched as: Deposit id' })).toBeVisible();
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
        expect(screen.getByTestId('retry-countdown')).toHaveTextContent(`${wait} seconds`),
      );
      expect(searches()).toBe(tries);
      await tick(wait * 1_000 + 100);
    }
    expect(await screen.findByText(/This page stopped trying/)).toBeVisible();
    expect(searches()).toBe(4);
    await tick(120_000);
    expect(searches()).toBe(4);
    expect(screen.queryByTestId('retry-countdown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search again' })).toBeVisible();
  });

  it('a refused re-check keeps "No deposit found yet" on screen and ends the re-checking', async () => {
    fakeTimers();
    let limited = false;
    const calls = stubApi({
      [SEARCH]: () => (limited ? rateLimited(2) : nothing()),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: HASH });
    expect(await screen.findByText('No deposit found yet')).toBeVisible();
    limited = true;
    // The re-check and its tries run behind the notice, which never changes to a countdown.
    for (let ms = 0; ms < 30_000; ms += 500) {
      await tick(500);
      expect(screen.getByText('No deposit found yet')).toBeVisible();
      expect(screen.queryByText('Too many searches from this connection')).toBeNull();
    }
    expect(
      screen.getByText(/stopped re-checking because this connection made too many/),
    ).toBeVisible();
    const searches = calls.filter((c) => c.startsWith(SEARCH)).length;
    expect(searches).toBe(1 + 4); // the first search, then one re-check and its 3 tries
    await tick(120_000);
    expect(calls.filter((c) => c.startsWith(SEARCH))).toHaveLength(searches);
    expect(screen.getByRole('button', { name: 'Search again' })).toBeVisible();
  });

  it('moves focus to the results once a search typed by a person has an answer', async () => {
    stubApi({
      [SEARCH]: () => found('depositTxnRef', [depositResponseFixture.deposit]),
      '/api/swap/tokens': tokens,
    });
    const user = userEvent.setup();
    const { searches } = renderExplorer({});
    const box = await screen.findByLabelText('Transaction hash, order id, address or deposit id');
    await user.type(box, `${HASH}{Enter}`);
    expect(searches.at(-1)).toEqual({ q: HASH, chain: undefined });
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
    expect(screen.getByLabelText('Transaction hash, order id, address or deposit id')).toHaveValue(
      HASH,
    );
  });

  it('explains an input it cannot read without searching', async () => {
    const calls = stubApi({});
    renderExplorer({ q: '0x1234' });
    const input = await screen.findByLabelText('Transaction hash, order id, address or deposit id');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/0x followed by 4 hexadecimal characters/);
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
    const input = await screen.findByLabelText('Transaction hash, order id, address or deposit id');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.startsWith(SEARCH))).toEqual([]);
  });

  it('asks for the origin chain of a deposit id and remembers the choice', async () => {
    stubApi({ [SEARCH]: nothing, '/api/swap/tokens': tokens });
    const user = userEvent.setup();
    const { searches } = renderExplorer({ q: '77' });
    expect(await screen.findByText(/Read as deposit id 77: choose its origin chain/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Origin chain of the deposit'), '8453');
    expect(searches.at(-1)).toEqual({ q: '77', chain: 8453 });
    await vi.waitFor(() =>
      expect(
        screen.getByLabelText('Transaction hash, order id, address or deposit id'),
      ).toHaveAccessibleDescription('Searched as deposit id 77 on Base.'),
    );
    expect(localStorage.getItem('ferry:explorer:origin-chain:v1')).toBe('8453');
  });

  it('announces the deposits of an address page in the right number', async () => {
    let rows = [depositListItemFixture];
    stubApi({ '/api/deposits': () => json(200, rows), '/api/swap/tokens': tokens });
    renderExplorer({ q: depositListItemFixture.depositor });
    expect(await screen.findByText('1 deposit on page 1.')).toHaveAttribute('aria-live', 'polite');
    cleanup();
    rows = [depositListItemFixture, { ...depositListItemFixture, depositId: '2' }];
    renderExplorer({ q: depositListItemFixture.depositor });
    expect(await screen.findByText('2 deposits on page 1.')).toBeInTheDocument();
  });
});
