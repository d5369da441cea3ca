// Events from elsewhere (a signed-in admin's webhook inbox) placed on a deposit's timeline by
// their time, among the steps that already happened; what is still to come stays last. The service
// stamps whole seconds and a fast fill lands in the same second as its deposit, so ties are
// broken by the step an event reports on: "deposit confirmed" right after the deposit, "filled"
// right after the fill; then by the order events were stored, whatever order they are given in.
import type { TimelineStep } from '../../components/deposit/timeline';

export interface ExtraTimelineEvent {
  /** Stable id (e.g. the webhook event id). */
  id: string;
  /** When it happened (ISO time). */
  at: string;
  /** Its place in the order it was stored (e.g. the inbox id); breaks ties between equal times. */
  seq: number;
  /**
   * The key of the step it reports on, which it follows within the same second; `null` for an
   * event before every step (funds seen before the deposit); absent: after the second's steps.
   */
  follows?: string | null;
  /** What happened, e.g. "Webhook: pda_transfer.filled". */
  label: string;
  note?: string;
}

interface Placed {
  step: TimelineStep;
  t: number;
  rank: number;
  seq: number;
}

const byTimeThenStep = (a: Placed, b: Placed) => a.t - b.t || a.rank - b.rank || a.seq - b.seq;

export function withExtraEvents(
  steps: TimelineStep[],
  events: readonly ExtraTimelineEvent[],
): TimelineStep[] {
  if (events.length === 0) return steps;
  const done = steps.filter((s) => s.status === 'done');
  const rest = steps.filter((s) => s.status !== 'done');
  // A step without a time takes the time of the step before it, so it keeps its place.
  let last = Number.NEGATIVE_INFINITY;
  const placedSteps = done.map((step, rank): Placed => {
    const at = step.at ? Date.parse(step.at) : Number.NaN;
    if (!Number.isNaN(at)) last = at;
    return { step, t: last, rank, seq: 0 };
  });
  const rankOf = new Map(placedSteps.map((p) => [p.step.key, p.rank]));
  const placedEvents = events.map((e): Placed => {
    const followed = e.follows ? rankOf.get(e.follows) : undefined;
    return {
      step: { key: `event-${e.id}`, label: e.label, status: 'done', at: e.at, note: e.note },
      t: Date.parse(e.at),
      rank: e.follows === null ? -0.5 : followed === undefined ? done.length : followed + 0.5,
      seq: e.seq,
    };
  });
  const merged = [...placedSteps, ...placedEvents].sort(byTimeThenStep).map((p) => p.step);
  return [...merged, ...rest];
}
