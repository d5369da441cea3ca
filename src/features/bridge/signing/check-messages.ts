// What a check of the data to sign or send found wrong, in words a person can act on: one
// message per finding, its facts (chains, amounts, addresses, step ids) as placeholders.
import { defineMessages } from 'react-intl';
import { phrase, untyped } from '../model/messages';

export const CHECK = untyped(
  defineMessages({
    nothingToSign: {
      id: 'bridge.check.nothingToSign',
      defaultMessage: 'The quote has nothing to sign.',
    },
    otherQuote: {
      id: 'bridge.check.otherQuote',
      defaultMessage: 'It is for a different quote than the one shown.',
    },
    unreadableAmount: {
      id: 'bridge.check.unreadableAmount',
      defaultMessage: 'an unreadable amount',
    },
    // Gasless
    quoteAmount: {
      id: 'bridge.check.gasless.quoteAmount',
      defaultMessage: 'The quote is for {got}, not the {want} you entered.',
    },
    otherRecipient: {
      id: 'bridge.check.gasless.otherRecipient',
      defaultMessage: 'The quote delivers to a different recipient than the one shown.',
    },
    signedForChain: {
      id: 'bridge.check.gasless.signedForChain',
      defaultMessage:
        'It would be signed for chain {chainId}, but this transfer starts on {origin}.',
    },
    notAuthorisation: {
      id: 'bridge.check.gasless.notAuthorisation',
      defaultMessage: 'It is a “{type}”, not a token transfer authorisation.',
    },
    notToken: {
      id: 'bridge.check.gasless.notToken',
      defaultMessage: 'The contract it names is not {symbol} on {origin}.',
    },
    otherAccount: {
      id: 'bridge.check.gasless.otherAccount',
      defaultMessage: 'It would move funds from an account other than your connected wallet.',
    },
    paysUntrusted: {
      id: 'bridge.check.gasless.paysUntrusted',
      defaultMessage:
        'It would pay {address}, which is not a bridge contract (spoke pool or its periphery) on {origin} that Ferry trusts.',
    },
    movesOther: {
      id: 'bridge.check.gasless.movesOther',
      defaultMessage: 'It would move {got}, not the {want} you entered.',
    },
    outOfDate: {
      id: 'bridge.check.gasless.outOfDate',
      defaultMessage: 'The authorisation is already out of date.',
    },
    nothingToCheck: {
      id: 'bridge.check.gasless.nothingToCheck',
      defaultMessage: 'The quote has nothing Ferry can check and sign.',
    },
    stepUnknownAction: {
      id: 'bridge.check.gasless.stepUnknownAction',
      defaultMessage: 'Step “{step}” is not a HyperCore action Ferry recognises.',
    },
    stepUnknownBuilder: {
      id: 'bridge.check.gasless.stepUnknownBuilder',
      defaultMessage: 'Step “{step}” approves a fee for an unknown account.',
    },
    stepNotBridge: {
      id: 'bridge.check.gasless.stepNotBridge',
      defaultMessage: 'Step “{step}” sends to an account that is not the bridge.',
    },
    stepAmount: {
      id: 'bridge.check.gasless.stepAmount',
      defaultMessage: 'Step “{step}” sends {got}, not the {want} you entered.',
    },
    stepType: {
      id: 'bridge.check.gasless.stepType',
      defaultMessage: 'Step “{step}” is a “{type}”, which Ferry does not sign.',
    },
    sendOnce: {
      id: 'bridge.check.gasless.sendOnce',
      defaultMessage: 'The quote should send the funds exactly once.',
    },
    // Transfer authorisation
    transferChain: {
      id: 'bridge.check.transfer.chain',
      defaultMessage:
        'It would be signed for {chain} (chain {chainId}), but this transfer starts on {origin}.',
    },
    transferContract: {
      id: 'bridge.check.transfer.contract',
      defaultMessage:
        'The contract it names ({address}) is not the bridge contract (spoke pool) on {origin} that Ferry trusts.',
    },
    transferType: {
      id: 'bridge.check.transfer.type',
      defaultMessage: 'It is a “{type}” for “{name}”, not a transfer authorisation.',
    },
    transferAddress: {
      id: 'bridge.check.transfer.address',
      defaultMessage:
        '{field, select, depositor {Its depositor ({got}) is not your connected wallet ({want}).} recipient {Its recipient ({got}) is not the recipient shown ({want}).} refundAddress {Its refund address ({got}) is not the refund address shown ({want}).} inputToken {Its input token ({got}) is not {symbol} on {chain} ({want}).} other {Its output token ({got}) is not {symbol} on {chain} ({want}).}}',
    },
    transferDestination: {
      id: 'bridge.check.transfer.destination',
      defaultMessage: 'It sends to chain {chainId}, not {destination}.',
    },
    transferAmount: {
      id: 'bridge.check.transfer.amount',
      defaultMessage:
        '{field, select, inputAmount {It names {got}, not the {want} you entered.} other {It names {got}, not the {want} the quote showed arriving.}}',
    },
    // Transactions
    unknownStep: {
      id: 'bridge.check.tx.unknownStep',
      defaultMessage:
        'The quote asks for a step Ferry does not know (“{kind}”), so it will not start any of them.',
    },
    signatureAndTx: {
      id: 'bridge.check.tx.signatureAndTx',
      defaultMessage: 'The quote asks for both a signature and a transaction.',
    },
    sends: {
      id: 'bridge.check.tx.sends',
      defaultMessage:
        '{count, plural, one {The quote asks for # transaction to send, not one deposit.} other {The quote asks for # transactions to send, not one deposit.}}',
    },
    approvals: {
      id: 'bridge.check.tx.approvals',
      defaultMessage: 'The quote asks for more than one approval.',
    },
    approvalAfter: {
      id: 'bridge.check.tx.approvalAfter',
      defaultMessage: 'The quote asks for the approval after the deposit.',
    },
    txChain: {
      id: 'bridge.check.tx.chain',
      defaultMessage: 'It would be sent on {chain}, but this transfer starts on {origin}.',
    },
    txTo: {
      id: 'bridge.check.tx.to',
      defaultMessage:
        'It is sent to {address}, which is not the bridge contract (spoke pool) on {origin} that Ferry trusts.',
    },
    txValue: {
      id: 'bridge.check.tx.value',
      defaultMessage: 'It would send {got} of {origin}’s native coin with the call, not {want}.',
    },
    notDeposit: {
      id: 'bridge.check.tx.notDeposit',
      defaultMessage: 'Its call is not a bridge deposit.',
    },
    depositAddress: {
      id: 'bridge.check.tx.address',
      defaultMessage:
        '{field, select, depositor {Its depositor ({got}) is not the refund address shown ({want}).} recipient {Its recipient ({got}) is not the recipient shown ({want}).} inputToken {Its input token ({got}) is not {symbol} on {chain} ({want}).} other {Its output token ({got}) is not {symbol} on {chain} ({want}).}}',
    },
    depositDestination: {
      id: 'bridge.check.tx.destination',
      defaultMessage: 'It sends to {chain}, not {destination}.',
    },
    depositAmount: {
      id: 'bridge.check.tx.amount',
      defaultMessage:
        '{field, select, inputAmount {It names {got}, not the {want} you send.} other {It names {got}, not the {want} the quote showed arriving.}}',
    },
    deadlineEarly: {
      id: 'bridge.check.tx.deadlineEarly',
      defaultMessage:
        'Its fill deadline comes before the quote expires, so a relayer may have no time to deliver and it would only be refunded.',
    },
    deadlineLate: {
      id: 'bridge.check.tx.deadlineLate',
      defaultMessage:
        'Its fill deadline is more than a day away: if no relayer fills it, your money waits that long for a refund.',
    },
    hiddenMessage: {
      id: 'bridge.check.tx.hiddenMessage',
      defaultMessage: 'It carries instructions to run on arrival that the quote does not show.',
    },
    nativeApproval: {
      id: 'bridge.check.tx.nativeApproval',
      defaultMessage: 'It asks to approve a token, but native coins need no approval.',
    },
    noApproval: {
      id: 'bridge.check.tx.noApproval',
      defaultMessage: 'It names no approval of {symbol} for the bridge contract.',
    },
    approvalSpender: {
      id: 'bridge.check.tx.approvalSpender',
      defaultMessage:
        'It would let {address} spend your {symbol}, which is not the bridge contract on {origin}.',
    },
    approvalToken: {
      id: 'bridge.check.tx.approvalToken',
      defaultMessage: 'It approves the token at {address}, not {symbol} on {origin}.',
    },
    approvalUnlimited: {
      id: 'bridge.check.tx.approvalUnlimited',
      defaultMessage:
        'It asks for an unlimited approval. Ferry approves exactly the amount you send unless you choose otherwise.',
    },
    approvalNetwork: {
      id: 'bridge.check.tx.approvalNetwork',
      defaultMessage: 'It would be sent on another network than {origin}.',
    },
    approvalValue: {
      id: 'bridge.check.tx.approvalValue',
      defaultMessage: 'It would send native coin with the approval.',
    },
    noReport: {
      id: 'bridge.check.tx.noReport',
      defaultMessage: 'The quote does not say how the deposit is reported.',
    },
    reportBySignature: {
      id: 'bridge.check.tx.reportBySignature',
      defaultMessage: 'It would report the deposit with a signature, not its transaction.',
    },
    approvalAmount: {
      id: 'bridge.check.tx.approvalAmount',
      defaultMessage: 'It approves {got}, not the {want} you send.',
    },
  }),
);

export const unreadableAmount = phrase(CHECK.unreadableAmount);
