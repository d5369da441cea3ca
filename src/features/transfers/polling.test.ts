import { describe, expect, it } from 'vitest';
import { transferStates } from '../../contract/schemas/v1-transfers';
import { depositStatuses } from '../../contract/schemas/deposits';
import { followModeOf, INDEXING_GRACE_MS, pollMs, withinIndexingGrace } from './polling';
import { statusInfo } from '../../components/deposit/status-map';

describe('polling follows state', () => {
  it('stops at every complete state and keeps going everywhere else', () => {
    for (const s of transferStates) {
      expect(pollMs('transfer', s) === false, s).toBe(statusInfo('transfer', s).complete);
    }
    for (const s of depositStatuses) {
      expect(pollMs('deposit', s) === false, s).toBe(statusInfo('deposit', s).complete);
    }
    expect(pollMs('transfer', 'something-new')).toBe(5_000);
  });

  it('is quick while a fill is awaited and slow while a refund takes hours', () => {
    expect(pollMs('transfer', 'deposited')).toBeLessThanOrEqual(2_000);
    expect(pollMs('transfer', 'indexing')).toBeLessThanOrEqual(3_000);
    expect(pollMs('transfer', 'refund_pending')).toBeGreaterThanOrEqual(30_000);
    expect(pollMs('deposit', 'expired')).toBeGreaterThanOrEqual(30_000);
  });

  it('treats not-found as indexing only for two minutes after this browser submitted it', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const t = Date.parse(at);
    expect(withinIndexingGrace(at, t + 1_000)).toBe(true);
    expect(withinIndexingGrace(at, t + INDEXING_GRACE_MS + 1)).toBe(false);
    expect(withinIndexingGrace(undefined, t)).toBe(false);
    expect(withinIndexingGrace('garbage', t)).toBe(false);
    expect(withinIndexingGrace(at, 0)).toBe(false);
  });
});

describe('what the tracker says about following', () => {
  const open = { complete: false, unreachable: false };
  it.each([
    ['settled beats everything', { complete: true, unreachable: true }, false, 'settled'],
    [
      'the service away, even in a hidden tab',
      { complete: false, unreachable: true },
      false,
      'unreachable',
    ],
    ['paused while the tab is hidden', open, false, 'paused'],
    ['otherwise what the tracker is doing', open, true, 'live'],
  ] as const)('%s', (_name, t, visible, mode) => {
    expect(followModeOf(t, visible, 'live')).toBe(mode);
  });
});
