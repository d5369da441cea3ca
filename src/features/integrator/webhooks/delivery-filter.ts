// The webhook console's filters: by type and address (asked of the BFF) and by time and
// subscription (applied to what came back).
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';

export const TIME_WINDOWS = {
  all: { label: 'Any time', ms: Infinity },
  hour: { label: 'Last hour', ms: 3_600_000 },
  day: { label: 'Last 24 hours', ms: 86_400_000 },
  week: { label: 'Last 7 days', ms: 604_800_000 },
} as const;
export type TimeWindow = keyof typeof TIME_WINDOWS;

export function deliveriesOf(
  events: WebhookEventViewWire[],
  subscriptionId: string,
  window: TimeWindow,
  now: number,
): WebhookEventViewWire[] {
  const since = now - TIME_WINDOWS[window].ms;
  return events.filter(
    (e) => e.subscriptionId === subscriptionId && Date.parse(e.receivedAt) >= since,
  );
}
