// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteFixture, transactionQuoteFixture } from '../contract/testing/v1-quotes';
import { quoteResponse } from '../contract/schemas/v1-quotes';
import {
  RECENT_TRANSFERS_KEY,
  RECENT_TRANSFERS_LIMIT,
  clearRecentTransfers,
  findRecentTransfer,
  readRecentTransfers,
  recentFromQuote,
  recordRecentTransfer,
  trackerPath,
  type RecentTransferInput,
} from './recent-transfers';

const orderId = `0x${'ab'.repeat(32)}`;
const summary = (over: Partial<RecentTransferInput> = {}): RecentTransferInput => ({
  ref: { kind: 'order', orderId },
  submittedAt: '2026-01-02T03:04:05.000Z',
  originChainId: 42161,
  destinationChainId: 8453,
  input: { symbol: 'USDC', decimals: 6, amount: '25000000' },
  output: { symbol: 'USDC', decimals: 6, amount: '24990000' },
  expectedFillTimeSec: 4,
  ...over,
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('recent transfers (localStorage, versioned, validated)', () => {
  it('records newest first under a versioned key and finds one again', () => {
    expect(recordRecentTransfer(summary())).toBe(true);
    const other = `0x${'cd'.repeat(32)}`;
    recordRecentTransfer(summary({ ref: { kind: 'order', orderId: other } }));
    const stored = JSON.parse(localStorage.getItem(RECENT_TRANSFERS_KEY)!);
    expect(stored.version).toBe(1);
    expect(readRecentTransfers().map((t) => t.ref)).toEqual([
      { kind: 'order', orderId: other },
      { kind: 'order', orderId },
    ]);
    expect(findRecentTransfer({ kind: 'order', orderId })?.expectedFillTimeSec).toBe(4);
  });

  it('keeps one entry per transfer and at most the limit', () => {
    recordRecentTransfer(summary());
    recordRecentTransfer(summary({ expectedFillTimeSec: 9 }));
    expect(readRecentTransfers()).toHaveLength(1);
    expect(readRecentTransfers()[0]!.expectedFillTimeSec).toBe(9);
    for (let i = 0; i < RECENT_TRANSFERS_LIMIT + 5; i++) {
      recordRecentTransfer(
        summary({ ref: { kind: 'deposit', originChainId: 8453, depositId: String(i) } }),
      );
    }
    expect(readRecentTransfers()).toHaveLength(RECENT_TRANSFERS_LIMIT);
  });

  it('refuses an invalid summary and skips tampered or foreign entries on read', () => {
    expect(recordRecentTransfer(summary({ ref: { kind: 'order', orderId: '0x123' } }))).toBe(false);
    recordRecentTransfer(summary());
    const stored = JSON.parse(localStorage.getItem(RECENT_TRANSFERS_KEY)!);
    stored.items.push({ ref: { kind: 'order', orderId: '<script>' } }, 42, null);
    localStorage.setItem(RECENT_TRANSFERS_KEY, JSON.stringify(stored));
    expect(readRecentTransfers()).toHaveLength(1);
    localStorage.setItem(RECENT_TRANSFERS_KEY, '{not json');
    expect(readRecentTransfers()).toEqual([]);
    localStorage.setItem(RECENT_TRANSFERS_KEY, JSON.stringify({ version: 2, items: [] }));
    expect(readRecentTransfers()).toEqual([]);
  });

  it('lists a transfer for this page when storage refuses it, and says it was not kept', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(recordRecentTransfer(summary())).toBe(false);
    expect(findRecentTransfer({ kind: 'order', orderId })).toBeDefined();
    expect(localStorage.getItem(RECENT_TRANSFERS_KEY)).toBeNull();
    vi.restoreAllMocks();
    clearRecentTransfers();
    expect(readRecentTransfers()).toEqual([]);
  });

  it('remembers how an order was funded: signed, or sent with its approval', () => {
    const signed = recentFromQuote(quoteResponse.parse(quoteFixture));
    expect(signed.funding).toBe('signature');
    const approvalTxnRef = `0x${'cd'.repeat(32)}`;
    const sent = recentFromQuote(quoteResponse.parse(transactionQuoteFixture), { approvalTxnRef });
    expect(recordRecentTransfer(sent)).toBe(true);
    expect(readRecentTransfers()[0]).toMatchObject({ funding: 'transaction', approvalTxnRef });
  });

  it('keeps the USD prices the bridge showed, for the tracker', () => {
    const entry = recentFromQuote(quoteResponse.parse(quoteFixture), {
      prices: { input: '1.0001', output: null },
    });
    expect(entry.input.priceUsd).toBe('1.0001');
    expect(entry.output).not.toHaveProperty('priceUsd');
  });

  it('builds a summary from a quote, and the tracker path from a ref', () => {
    const quote = quoteResponse.parse(quoteFixture);
    const entry = recentFromQuote(quote, {}, new Date('2026-01-02T03:04:05Z'));
    expect(recordRecentTransfer(entry)).toBe(true);
    expect(entry.expectedFillTimeSec).toBe(quote.expectedFillTimeSec);
    expect(trackerPath(entry.ref)).toBe(`/transfers/${quote.quoteId}`);
    expect(trackerPath({ kind: 'deposit', originChainId: 8453, depositId: '77' })).toBe(
      '/transfers/deposit?originChainId=8453&depositId=77',
    );
  });
});
