// How a deposit ended, in the words its facts need: once it has, the output is what arrived
// (or what was due), and a deadline's countdown means nothing.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { statusInfo, type Outcome } from '../../components/deposit/status-map';
import type { DepositDetail } from '../../contract/schemas/deposit';

const m = defineMessages({
  received: { id: 'explorer.facts.received', defaultMessage: 'Received' },
  wasToReceive: { id: 'explorer.facts.wasToReceive', defaultMessage: 'Was to receive' },
  toReceive: { id: 'explorer.facts.toReceive', defaultMessage: 'To receive' },
});

const OUTPUT_LABELS = {
  delivered: m.received,
  refunded: m.wasToReceive,
  'not-sent': m.wasToReceive,
} as const satisfies Record<Outcome, MessageDescriptor>;

/** How a deadline ended (Deadline words each one). */
export type DeadlineEnding = 'met' | 'passed' | 'filled' | 'notFilled' | 'noLongerApplies';

const DEADLINE_ENDINGS = {
  delivered: { fill: 'met', exclusivity: 'filled' },
  refunded: { fill: 'passed', exclusivity: 'notFilled' },
  'not-sent': { fill: 'noLongerApplies', exclusivity: 'noLongerApplies' },
} as const satisfies Record<Outcome, { fill: DeadlineEnding; exclusivity: DeadlineEnding }>;

/** How it ended; an expired deposit is already on its way back, so nothing will arrive. */
const outcomeOf = (d: DepositDetail): Outcome | undefined =>
  statusInfo('deposit', d.status).outcome ?? (d.status === 'expired' ? 'refunded' : undefined);

/** The output amount's label: what arrived, what is due, or what was due before it ended. */
export function outputLabel(d: DepositDetail): MessageDescriptor {
  const outcome = outcomeOf(d);
  return outcome ? OUTPUT_LABELS[outcome] : m.toReceive;
}

/** How each deadline ended, once the deposit has; undefined while it is open. */
export function deadlineEndings(
  d: DepositDetail,
): { fill: DeadlineEnding; exclusivity: DeadlineEnding } | undefined {
  const outcome = outcomeOf(d);
  return outcome ? DEADLINE_ENDINGS[outcome] : undefined;
}
