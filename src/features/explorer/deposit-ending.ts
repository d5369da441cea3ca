// How a deposit ended, in the words its facts need: once it has, the output is what arrived
// (or what was due), and a deadline's countdown means nothing.
import { statusInfo, type Outcome } from '../../components/deposit/status-map';
import type { DepositDetail } from '../../contract/schemas/deposit';

const OUTPUT_LABELS = {
  delivered: 'Received',
  refunded: 'Was to receive',
  'not-sent': 'Was to receive',
} as const satisfies Record<Outcome, string>;

const DEADLINE_ENDINGS = {
  delivered: { fill: 'met', exclusivity: 'filled' },
  refunded: { fill: 'passed', exclusivity: 'not filled' },
  'not-sent': { fill: 'no longer applies', exclusivity: 'no longer applies' },
} as const satisfies Record<Outcome, { fill: string; exclusivity: string }>;

/** How it ended; an expired deposit is already on its way back, so nothing will arrive. */
const outcomeOf = (d: DepositDetail): Outcome | undefined =>
  statusInfo('deposit', d.status).outcome ?? (d.status === 'expired' ? 'refunded' : undefined);

/** The output amount's label: what arrived, what is due, or what was due before it ended. */
export function outputLabel(d: DepositDetail): string {
  const outcome = outcomeOf(d);
  return outcome ? OUTPUT_LABELS[outcome] : 'To receive';
}

/** How each deadline ended, once the deposit has; undefined while it is open. */
export function deadlineEndings(
  d: DepositDetail,
): { fill: string; exclusivity: string } | undefined {
  const outcome = outcomeOf(d);
  return outcome ? DEADLINE_ENDINGS[outcome] : undefined;
}
