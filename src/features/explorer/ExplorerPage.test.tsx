// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositListItemFixture, depositResponseFixture } from '../../contract/testing/deposits';
import { depositNotFound, json, renderExplorer, stubApi } from './testing/render-explorer';

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

describe('explorer search', () => {
  it('shows a skeleton while searching, then the match in a table and announces it', async () => {
    let answer!: (r: Response) => void;
    stubApi({
      '/api/deposit': (url) =>
        url.searchParams.get('depositTxnRef')
          ? new Promise((resolve) => (answer = resolve))
          : depositNotFound(),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: ` ${HASH.toUpperCase().replace('0X', '0x')} ` });
    expect(await screen.findByText('Searching…')).toBeVisible();
    expect(
      screen.getByText(/Searched as a deposit transaction, relay hash, order id and sweep/),
    ).toBeVisible();
    await act(async () => answer(json(200, depositResponseFixture)));
    expect(
      await screen.findByRole('heading', { name: 'Matched as: Deposit transaction' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Matched as: Deposit transaction' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Arbitrum One');
    // In the token's own units once the token list is in (base units until then).
    await vi.waitFor(() => expect(row).toHaveTextContent('25 USDC'));
    // Announced politely to screen readers.
    expect(await screen.findByText('1 result found.')).toHaveAttribute('aria-live', 'polite');
  });

  it('lists every deposit of a sweep together', async () => {
    const second = { ...depositListItemFixture, depositId: '3912471', id: 2 };
    const calls = stubApi({
      '/api/deposit': depositNotFound,
      '/api/deposits': (url) =>
        url.searchParams.get('sweepTxnRef') === HASH
          ? json(200, [depositListItemFixture, second])
          : json(200, []),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: HASH });
    const heading = await screen.findByRole('heading', {
      name: 'Matched as: Sweep transaction: 2 deposits swept together',
    });
    expect(heading).toBeVisible();
    const table = screen.getByRole('table', { name: heading.textContent! });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Tried as every kind of 32-byte reference at once.
    expect(calls).toEqual(
      expect.arrayContaining([
        `/api/deposit?depositTxnRef=${HASH}`,
        `/api/deposit?relayDataHash=${HASH}`,
        `/api/v1/transfers/${HASH}`,
      ]),
    );
  });

  it('says what was searched when nothing matches, re-checks for a minute, then stops', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const calls = stubApi({
      '/api/deposit': depositNotFound,
      '/api/deposits': () => json(200, []),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: HASH });
    expect(await screen.findByText('No deposit found yet')).toBeVisible();
    expect(
      screen.getByText(/may not be visible yet. This page re-checks for a minute/),
    ).toBeVisible();
    const lookups = () => calls.filter((c) => c.startsWith('/api/deposit?depositTxnRef')).length;
    const before = lookups();
    await act(async () => vi.advanceTimersByTime(5_100));
    await vi.waitFor(() => expect(lookups()).toBeGreaterThan(before));
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(await screen.findByText(/re-checked for a minute and found nothing/)).toBeVisible();
    const after = lookups();
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(lookups()).toBe(after);
    expect(screen.getByRole('button', { name: 'Search again' })).toBeVisible();
  });

  it('counts down from Retry-After when rate limited, keeps the input, then searches again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    let limited = true;
    stubApi({
      '/api/deposit': (url) =>
        limited
          ? rateLimited(3)
          : url.searchParams.get('depositId')
            ? json(200, depositResponseFixture)
            : depositNotFound(),
      '/api/swap/tokens': tokens,
    });
    renderExplorer({ q: '3912533', chain: 42161 });
    expect(await screen.findByText('Too many searches from this connection')).toBeVisible();
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('3 seconds');
    expect(screen.getByLabelText('Transaction hash, order id, address or deposit id')).toHaveValue(
      '3912533',
    );
    limited = false;
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('2 seconds');
    await act(async () => vi.advanceTimersByTime(2_100));
    expect(await screen.findByRole('heading', { name: 'Matched as: Deposit id' })).toBeVisible();
  });

  it('moves focus to the results once a search typed by a person has an answer', async () => {
    stubApi({
      '/api/deposit': (url) =>
        url.searchParams.get('depositTxnRef')
          ? json(200, depositResponseFixture)
          : depositNotFound(),
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
    expect(calls.filter((c) => c.startsWith('/api/deposit'))).toEqual([]);
  });

  it('asks for the origin chain of a deposit id and remembers the choice', async () => {
    stubApi({ '/api/deposit': depositNotFound, '/api/swap/tokens': tokens });
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
});
