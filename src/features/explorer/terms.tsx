// The explorer's protocol terms in plain words, each with its own name and meaning on hover, so
// a support agent new to bridges can read a deposit and an expert still finds the field they know.
import type { ReactNode } from 'react';
import { Term } from '../../components/ui/Term';

const TERMS = {
  relayHash: {
    plain: 'Cross-chain id',
    term: 'relay-data hash',
    meaning:
      'one id for the transfer on both chains, computed from everything the deposit asked for; the fill on the destination names it too.',
  },
  relayer: {
    plain: 'Delivered by',
    term: 'relayer',
    meaning:
      'the party that sends the funds on the destination chain and is paid back from the deposit.',
  },
  exclusiveRelayer: {
    plain: 'Reserved for',
    term: 'exclusive relayer',
    meaning:
      'the only relayer allowed to deliver it until the reserved-until time; after that, any relayer may.',
  },
  exclusivityDeadline: {
    plain: 'Reserved until',
    term: 'exclusivity deadline',
    meaning: 'until then only the reserved relayer may deliver it.',
  },
  messageHash: {
    plain: 'Instructions fingerprint',
    term: 'message hash',
    meaning: 'the fingerprint of the extra instructions.',
  },
  message: {
    plain: 'Extra instructions',
    term: 'message (calldata)',
    meaning:
      'what the recipient contract is asked to run when the funds arrive; 0x when there is nothing.',
  },
  fillGasFee: {
    plain: 'Delivery gas cost',
    term: 'fill gas fee',
    meaning: 'what the relayer paid in gas to deliver it, covered by the fee.',
  },
  speedups: {
    plain: 'Fee raises',
    term: 'speedups',
    meaning: 'requests by the depositor to raise the relayer fee so it is delivered sooner.',
  },
  sweep: {
    plain: 'Sweep',
    term: 'sweep transaction',
    meaning:
      'the transaction that moved funds sent to a deposit address into the bridge, several deposits at once.',
  },
} as const;

export type TermName = keyof typeof TERMS;

/**
 * A term's plain words with the term on hover; `children` replaces the words when they already
 * say the term (then screen readers are not told it twice).
 */
export function Jargon({ of, children }: { of: TermName; children?: ReactNode }) {
  const t = TERMS[of];
  return (
    <Term term={t.term} meaning={t.meaning} spoken={children === undefined}>
      {children ?? t.plain}
    </Term>
  );
}
