// What the checks of the real service's calls found wrong (periphery entry points, swaps, the
// destination's multicall handler, approvals), beside check-messages.ts.
import { defineMessages } from 'react-intl';
import { untyped } from '../model/messages';

export const TX_CHECK = untyped(
  defineMessages({
    unknownCall: {
      id: 'bridge.check.tx.unknownCall',
      defaultMessage:
        'Ferry cannot read this transaction (function {selector} on {address}), so it is not sent.',
    },
    unknownTail: {
      id: 'bridge.check.tx.unknownTail',
      defaultMessage:
        'The transaction carries bytes after its arguments that are no tag Ferry knows, so it is not sent.',
    },
    wrongContract: {
      id: 'bridge.check.tx.wrongContract',
      defaultMessage:
        'It calls {function} on {address}, which is not the {role, select, spokePool {spoke pool} other {spoke pool periphery}} on {origin} that Ferry trusts.',
    },
    peripherySpokePool: {
      id: 'bridge.check.tx.peripherySpokePool',
      defaultMessage:
        'It would deposit through the periphery into {address}, which is not the spoke pool on {origin} that Ferry trusts.',
    },
    signatureOwner: {
      id: 'bridge.check.tx.signatureOwner',
      defaultMessage: 'It is a gasless entry point ({function}) for another account’s signature.',
    },
    submissionFee: {
      id: 'bridge.check.tx.submissionFee',
      defaultMessage: 'It pays a fee of {amount} to {address} out of your deposit.',
    },
    senderRefunds: {
      id: 'bridge.check.tx.senderRefunds',
      defaultMessage: 'A refund would go to the sending wallet, not to the refund address shown.',
    },
    swapToken: {
      id: 'bridge.check.tx.swapToken',
      defaultMessage: 'Its swap starts from the token at {got}, not {symbol} on {chain}.',
    },
    swapMinimum: {
      id: 'bridge.check.tx.swapMinimum',
      defaultMessage: 'Its swap must yield at least {got}, not the {want} the quote showed.',
    },
    exclusiveRelayer: {
      id: 'bridge.check.tx.exclusiveRelayer',
      defaultMessage:
        'It names an exclusive relayer ({address}) the quote does not: only that relayer could fill it, and your money would wait for a refund if it does not.',
    },
    exclusivityParameter: {
      id: 'bridge.check.tx.exclusivityParameter',
      defaultMessage:
        'It sets an exclusivity period ({got}) the quote does not: other relayers could not fill it until then.',
    },
    quoteTimestamp: {
      id: 'bridge.check.tx.quoteTimestamp',
      defaultMessage:
        'Its quote time is not the quote’s: the deposit would be refused or priced differently.',
    },
    handlerUntrusted: {
      id: 'bridge.check.tx.handlerUntrusted',
      defaultMessage:
        'It delivers to {address}, which is neither the recipient shown nor the multicall handler on {destination} that Ferry trusts.',
    },
    handlerUnreadable: {
      id: 'bridge.check.tx.handlerUnreadable',
      defaultMessage: 'Its instructions for {destination} cannot be read, so it is not sent.',
    },
    handlerElsewhere: {
      id: 'bridge.check.tx.handlerElsewhere',
      defaultMessage:
        'On {destination} it would send tokens to {address}, which is neither your recipient nor your refund address.',
    },
    handlerUnknownCall: {
      id: 'bridge.check.tx.handlerUnknownCall',
      defaultMessage:
        'On {destination} it would call {address} (function {selector}), which Ferry cannot read.',
    },
    handlerFallback: {
      id: 'bridge.check.tx.handlerFallback',
      defaultMessage:
        'If a step on {destination} fails, the tokens would go to {address}, not to you.',
    },
    handlerSwapPath: {
      id: 'bridge.check.tx.handlerSwapPath',
      defaultMessage: 'The swap on {destination} does not turn {from} into {to}.',
    },
    handlerSwapMinimum: {
      id: 'bridge.check.tx.handlerSwapMinimum',
      defaultMessage: 'The swap on {destination} promises at least {got}, not the {want} shown.',
    },
    handlerNoDelivery: {
      id: 'bridge.check.tx.handlerNoDelivery',
      defaultMessage: 'Nothing in its instructions for {destination} pays your recipient.',
    },
    approvalReset: {
      id: 'bridge.check.tx.approvalReset',
      defaultMessage:
        'Its approvals are not one reset to zero followed by the approval, for the same token and contract.',
    },
  }),
);
