import { describe, expect, it } from 'vitest';
import type { TimelineStep } from '../../components/deposit/timeline';
import { withExtraEvents } from './timeline-events';

const steps: TimelineStep[] = [
  { key: 'deposited', label: 'Deposited', status: 'done', at: '2026-01-01T00:00:10Z' },
  { key: 'filled', label: 'Delivered', status: 'done', at: '2026-01-01T00:00:30Z' },
];

describe('withExtraEvents', () => {
  it('places each event between the steps by its time', () => {
    const out = withExtraEvents(steps, [
      { id: 'e2', at: '2026-01-01T00:00:40Z', seq: 2, label: 'Webhook: filled' },
      { id: 'e1', at: '2026-01-01T00:00:20Z', seq: 1, label: 'Webhook: deposit-confirmed' },
    ]);
    expect(out.map((s) => s.key)).toEqual(['deposited', 'event-e1', 'filled', 'event-e2']);
  });

  it('lists events of the same second in the order they were stored, given newest first', () => {
    // A fast fill: both deliveries stamped in the same second, the inbox listing newest first.
    const out = withExtraEvents(steps, [
      { id: '9', at: '2026-01-01T00:00:40Z', seq: 9, label: 'Webhook: filled' },
      { id: '8', at: '2026-01-01T00:00:40Z', seq: 8, label: 'Webhook: deposit-confirmed' },
    ]);
    expect(out.map((s) => s.label)).toEqual([
      'Deposited',
      'Delivered',
      'Webhook: deposit-confirmed',
      'Webhook: filled',
    ]);
  });

  it('puts a same-second event right after the step it reports on, not after every step', () => {
    // A fast fill: the deposit, its fill and both deliveries all stamped in one second.
    const second = '2026-01-01T00:00:10Z';
    const fast: TimelineStep[] = [
      { key: 'deposited', label: 'Deposited', status: 'done', at: second },
      { key: 'filled', label: 'Delivered', status: 'done', at: second },
    ];
    const out = withExtraEvents(fast, [
      { id: '9', at: second, seq: 9, follows: 'filled', label: 'Webhook: filled' },
      { id: '8', at: second, seq: 8, follows: 'deposited', label: 'Webhook: deposit-confirmed' },
      { id: '7', at: second, seq: 7, follows: null, label: 'Webhook: deposit-pending' },
    ]);
    expect(out.map((s) => s.label)).toEqual([
      'Webhook: deposit-pending',
      'Deposited',
      'Webhook: deposit-confirmed',
      'Delivered',
      'Webhook: filled',
    ]);
  });

  it('keeps what is still to come after everything that happened', () => {
    const pending: TimelineStep[] = [
      steps[0]!,
      { key: 'next-filled', label: 'Delivery', status: 'current' },
    ];
    const out = withExtraEvents(pending, [
      { id: 'e1', at: '2026-01-01T00:00:20Z', seq: 1, label: 'Webhook: deposit-confirmed' },
    ]);
    expect(out.map((s) => s.key)).toEqual(['deposited', 'event-e1', 'next-filled']);
  });

  it('returns the steps unchanged without events', () => {
    expect(withExtraEvents(steps, [])).toBe(steps);
  });
});
