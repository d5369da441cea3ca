// The webhook console's filters: by type and address (asked of the BFF) and by time and
// subscription (applied to what came back).
import { defineMessages } from 'react-intl';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';

const labels = defineMessages({
  all: { id: 'integrator.deliveries.anyTime', defaultMessage: 'Any time' },
  hour: { id: 'integrator.deliveries.lastHour', defaultMessage: 'Last hour' },
  day: { id: 'integrator.deliveries.lastDay', defaultMessage: 'Last 24 hours' },
  week: { id: 'integrator.deliveries.lastWeek', defaultMessage: 'Last 7 days' },
});

export const TIME_WINDOWS = {
  all: { label: labels.all, ms: Infinity },
  hour: { label: labels.hour, ms: 3_600_000 },
  day: { label: labels.day, ms: 86_400_000 },
  week: { label: labels.week, ms: 604_800_000 },
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
