// The explorer's protocol terms in plain words, each with its own name and meaning on hover, so
// a support agent new to bridges can read a deposit and an expert still finds the field they know.
import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { Term } from '../../components/ui/Term';
import { useT } from '../../i18n/useT';

const TERMS = {
  relayHash: defineMessages({
    plain: { id: 'explorer.term.relayHash.plain', defaultMessage: 'Cross-chain id' },
    term: { id: 'explorer.term.relayHash.term', defaultMessage: 'relay-data hash' },
    meaning: {
      id: 'explorer.term.relayHash.meaning',
      defaultMessage:
        'one id for the transfer on both chains, computed from everything the deposit asked for; the fill on the destination names it too.',
    },
  }),
  relayer: defineMessages({
    plain: { id: 'explorer.term.relayer.plain', defaultMessage: 'Delivered by' },
    term: { id: 'explorer.term.relayer.term', defaultMessage: 'relayer' },
    meaning: {
      id: 'explorer.term.relayer.meaning',
      defaultMessage:
        'the party that sends the funds on the destination chain and is paid back from the deposit.',
    },
  }),
  exclusiveRelayer: defineMessages({
    plain: { id: 'explorer.term.exclusiveRelayer.plain', defaultMessage: 'Reserved for' },
    term: { id: 'explorer.term.exclusiveRelayer.term', defaultMessage: 'exclusive relayer' },
    meaning: {
      id: 'explorer.term.exclusiveRelayer.meaning',
      defaultMessage:
        'the only relayer allowed to deliver it until the reserved-until time; after that, any relayer may.',
    },
  }),
  exclusivityDeadline: defineMessages({
    plain: { id: 'explorer.term.exclusivityDeadline.plain', defaultMessage: 'Reserved until' },
    term: { id: 'explorer.term.exclusivityDeadline.term', defaultMessage: 'exclusivity deadline' },
    meaning: {
      id: 'explorer.term.exclusivityDeadline.meaning',
      defaultMessage: 'until then only the reserved relayer may deliver it.',
    },
  }),
  messageHash: defineMessages({
    plain: { id: 'explorer.term.messageHash.plain', defaultMessage: 'Instructions fingerprint' },
    term: { id: 'explorer.term.messageHash.term', defaultMessage: 'message hash' },
    meaning: {
      id: 'explorer.term.messageHash.meaning',
      defaultMessage: 'the fingerprint of the extra instructions.',
    },
  }),
  message: defineMessages({
    plain: { id: 'explorer.term.message.plain', defaultMessage: 'Extra instructions' },
    term: { id: 'explorer.term.message.term', defaultMessage: 'message (calldata)' },
    meaning: {
      id: 'explorer.term.message.meaning',
      defaultMessage:
        'what the recipient contract is asked to run when the funds arrive; 0x when there is nothing.',
    },
  }),
  fillGasFee: defineMessages({
    plain: { id: 'explorer.term.fillGasFee.plain', defaultMessage: 'Delivery gas cost' },
    term: { id: 'explorer.term.fillGasFee.term', defaultMessage: 'fill gas fee' },
    meaning: {
      id: 'explorer.term.fillGasFee.meaning',
      defaultMessage: 'what the relayer paid in gas to deliver it, covered by the fee.',
    },
  }),
  speedups: defineMessages({
    plain: { id: 'explorer.term.speedups.plain', defaultMessage: 'Fee raises' },
    term: { id: 'explorer.term.speedups.term', defaultMessage: 'speedups' },
    meaning: {
      id: 'explorer.term.speedups.meaning',
      defaultMessage:
        'requests by the depositor to raise the relayer fee so it is delivered sooner.',
    },
  }),
  sweep: defineMessages({
    plain: { id: 'explorer.term.sweep.plain', defaultMessage: 'Sweep' },
    term: { id: 'explorer.term.sweep.term', defaultMessage: 'sweep transaction' },
    meaning: {
      id: 'explorer.term.sweep.meaning',
      defaultMessage:
        'the transaction that moved funds sent to a deposit address into the bridge, several deposits at once.',
    },
  }),
};

export type TermName = keyof typeof TERMS;

/**
 * A term's plain words with the term on hover; `children` replaces the words when they already
 * say the term (then screen readers are not told it twice).
 */
export function Jargon({ of, children }: { of: TermName; children?: ReactNode }) {
  const t = useT();
  const messages = TERMS[of];
  return (
    <Term
      term={t.formatMessage(messages.term)}
      meaning={t.formatMessage(messages.meaning)}
      spoken={children === undefined}
    >
      {children ?? t.formatMessage(messages.plain)}
    </Term>
  );
}
