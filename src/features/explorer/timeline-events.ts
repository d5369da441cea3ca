// Events from elsewhere (a signed-in admin's webhook inbox) placed on a deposit's timeline by
// their time, among the steps that already happened; what is still to come stays last. Events of
// the same second (the service stamps whole seconds, and a fast fill lands in the same one as its
// deposit) keep the order they were stored in, whatever order they are given in.
import type { TimelineStep } from '../../components/deposit/timeline';

export interface ExtraTimelineEvent {
  /** Stable id (e.g. the webhook event id). */
  id: string;
  /** When it happened (ISO time). */
  at: string;
  /** Its place in the order it was stored (e.g. the inbox id); breaks ties between equal times. */
  seq: number;
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
  const extra: TimelineStep[] = [...events]
    .sort((a, b) => a.seq - b.seq)
    .map((e) => ({
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
