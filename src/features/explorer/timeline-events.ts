// Events from elsewhere (a signed-in admin's webhook inbox) placed on a deposit's timeline by
// their time, among the steps that already happened; what is still to come stays last.
import type { TimelineStep } from '../../components/deposit/timeline';

export interface ExtraTimelineEvent {
  /** Stable id (e.g. the webhook event id). */
  id: string;
  /** When it happened (ISO time). */
  at: string;
  /** What happened, e.g. "Webhook: pda_transfer.filled". */
  label: string;
  note?: string;
}

export function withExtraEvents(
  steps: TimelineStep[],
  events: readonly ExtraTimelineEvent[],
): TimelineStep[] {
  if (events.length === 0) return steps;
  const done = steps.filter((s) => s.status === 'done');
  const rest = steps.filter((s) => s.status !== 'done');
  const extra: TimelineStep[] = events.map((e) => ({
    key: `event-${e.id}`,
    label: e.label,
    status: 'done',
    at: e.at,
    note: e.note,
  }));
  // A stable sort: steps without a time keep their place relative to their neighbours.
  const merged = [...done, ...extra]
    .map((s, i) => ({ s, i, t: s.at ? Date.parse(s.at) : Number.NaN }))
    .sort((a, b) => (Number.isNaN(a.t) || Number.isNaN(b.t) ? a.i - b.i : a.t - b.t || a.i - b.i))
    .map((x) => x.s);
  return [...merged, ...rest];
}
