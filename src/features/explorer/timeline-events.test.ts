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
      { id: 'e2', at: '2026-01-01T00:00:40Z', label: 'Webhook: filled' },
      { id: 'e1', at: '2026-01-01T00:00:20Z', label: 'Webhook: deposit-confirmed' },
    ]);
    expect(out.map((s) => s.key)).toEqual(['deposited', 'event-e1', 'filled', 'event-e2']);
  });

  it('keeps what is still to come after everything that happened', () => {
    const pending: TimelineStep[] = [
      steps[0]!,
      { key: 'next-filled', label: 'Delivery', status: 'current' },
    ];
    const out = withExtraEvents(pending, [
      { id: 'e1', at: '2026-01-01T00:00:20Z', label: 'Webhook: deposit-confirmed' },
    ]);
    expect(out.map((s) => s.key)).toEqual(['deposited', 'event-e1', 'next-filled']);
  });

  it('returns the steps unchanged without events', () => {
    expect(withExtraEvents(steps, [])).toBe(steps);
  });
});
