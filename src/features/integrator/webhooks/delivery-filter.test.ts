import { describe, expect, it } from 'vitest';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import { deliveriesOf } from './delivery-filter';

const event = (id: string, subscriptionId: string, receivedAt: string): WebhookEventViewWire => ({
  id,
  webhookId: `msg_${id}`,
  eventId: `evt_${id}`,
  type: 'pda_transfer.filled',
  subscriptionId,
  depositAddress: null,
  status: null,
  eventCreatedAt: null,
  receivedAt,
  payload: {},
});

describe('webhook console delivery filter', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const events = [
    event('3', 'sub_a', '2026-11-23T11:30:00Z'),
    event('2', 'sub_b', '2026-11-23T11:45:00Z'),
    event('1', 'sub_a', '2026-11-22T09:00:00Z'),
  ];

  it("keeps only this subscription's deliveries", () => {
    expect(deliveriesOf(events, 'sub_a', 'all', now).map((e) => e.id)).toEqual(['3', '1']);
  });

  it('keeps only deliveries inside the time window', () => {
    expect(deliveriesOf(events, 'sub_a', 'hour', now).map((e) => e.id)).toEqual(['3']);
    expect(deliveriesOf(events, 'sub_a', 'week', now).map((e) => e.id)).toEqual(['3', '1']);
  });
});
