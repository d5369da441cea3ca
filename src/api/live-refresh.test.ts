// A burst of live events re-reads a list a few times, not once per event, and never leaves it
// older than the last event.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_GAP_MS, refreshSoon } from './live-refresh';

const KEY = ['integrator', 'address-deposits', '0xabc'];

let reads: number;
let finishRead: (() => void)[];
let client: QueryClient;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  reads = 0;
  finishRead = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(KEY, 0);
  // An observer makes the query active, as a mounted list does.
  stop = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: () =>
      new Promise<number>((resolve) => {
        const n = ++reads;
        finishRead.push(() => resolve(n));
      }),
  }).subscribe(() => {});
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** Lets every read started so far respond. */
async function respondToReads() {
  for (const finish of finishRead.splice(0)) finish();
  await vi.advanceTimersByTimeAsync(0);
}

describe('refreshSoon', () => {
  it('re-reads at once for the first event, and marks the query stale before that', async () => {
    refreshSoon(client, KEY);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
  });

  it('twenty events in half a second cost two reads: one at once, one after the burst', async () => {
    for (let i = 0; i < 20; i++) {
      refreshSoon(client, KEY);
      await vi.advanceTimersByTimeAsync(25);
      if (i === 0) await respondToReads();
    }
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS);
    expect(reads).toBe(2);
    await respondToReads();
    await vi.advanceTimersByTimeAsync(5 * REFRESH_GAP_MS);
    expect(reads).toBe(2);
    expect(client.getQueryData(KEY)).toBe(2);
  });

  it('an event during a slow read is followed by one more read once it ends', async () => {
    refreshSoon(client, KEY);
    await vi.advanceTimersByTimeAsync(0);
    refreshSoon(client, KEY);
    refreshSoon(client, KEY);
    // The first read is still running after the gap: no second read alongside it.
    await vi.advanceTimersByTimeAsync(3 * REFRESH_GAP_MS);
    expect(reads).toBe(1);
    await respondToReads();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(2);
  });

  it('events a gap apart each re-read', async () => {
    for (let i = 1; i <= 3; i++) {
      refreshSoon(client, KEY);
      await vi.advanceTimersByTimeAsync(0);
      await respondToReads();
      expect(reads).toBe(i);
      await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS);
    }
  });
});
