// The review's words for what is signed or sent: section titles, row labels and notes, and the
// values that are sentences. Amounts, addresses, chains and times are placeholders.
import { defineMessages } from 'react-intl';
import { untyped } from '../model/messages';

export const DESCRIBE = untyped(
  defineMessages({
    unreadable: { id: 'bridge.describe.unreadable', defaultMessage: 'unreadable' },
    unknown: { id: 'bridge.describe.unknown', defaultMessage: 'unknown' },
    notStated: { id: 'bridge.describe.notStated', defaultMessage: 'not stated' },
    amountOn: { id: 'bridge.describe.amountOn', defaultMessage: '{amount} on {chain}' },
    signedForValue: {
      id: 'bridge.describe.signedForValue',
      defaultMessage: '{name}, version {version}',
    },
    networkValue: {
      id: 'bridge.describe.networkValue',
      defaultMessage: '{chain} (chain {chainId})',
    },
    // Labels
    signedFor: { id: 'bridge.describe.signedFor', defaultMessage: 'Signed for' },
    network: { id: 'bridge.describe.network', defaultMessage: 'Network' },
    contract: { id: 'bridge.describe.contract', defaultMessage: 'Contract' },
    youSend: { id: 'bridge.describe.youSend', defaultMessage: 'You send' },
    fromWallet: { id: 'bridge.describe.fromWallet', defaultMessage: 'From your wallet' },
    recipientExpects: {
      id: 'bridge.describe.recipientExpects',
      defaultMessage: 'Recipient expects',
    },
    recipientAtLeast: {
      id: 'bridge.describe.recipientAtLeast',
      defaultMessage: 'Recipient receives at least',
    },
    recipient: { id: 'bridge.describe.recipient', defaultMessage: 'Recipient' },
    ifNotDelivered: { id: 'bridge.describe.ifNotDelivered', defaultMessage: 'If not delivered' },
    refundedValue: {
      id: 'bridge.describe.refundedValue',
      defaultMessage:
        'Refunded on {chain} to the address below, after the fill deadline ({deadline})',
    },
    refundAddress: { id: 'bridge.describe.refundAddress', defaultMessage: 'Refund address' },
    validUntil: { id: 'bridge.describe.validUntil', defaultMessage: 'Valid until' },
    type: { id: 'bridge.describe.type', defaultMessage: 'Type' },
    order: { id: 'bridge.describe.order', defaultMessage: 'Order' },
    bridgeMayTake: {
      id: 'bridge.describe.bridgeMayTake',
      defaultMessage: 'The bridge contract may take',
    },
    paidTo: { id: 'bridge.describe.paidTo', defaultMessage: 'Paid to' },
    deliversAbout: {
      id: 'bridge.describe.deliversAbout',
      defaultMessage: 'Then it delivers about',
    },
    approveFeeAtMost: {
      id: 'bridge.describe.approveFeeAtMost',
      defaultMessage: 'Approve a fee of at most',
    },
    feeCollector: { id: 'bridge.describe.feeCollector', defaultMessage: 'Fee collector' },
    sendFromHyperCore: {
      id: 'bridge.describe.sendFromHyperCore',
      defaultMessage: 'Send from HyperCore',
    },
    toBridgeAccount: {
      id: 'bridge.describe.toBridgeAccount',
      defaultMessage: 'To the bridge account',
    },
    // Section titles
    authoriseTransfer: {
      id: 'bridge.describe.authoriseTransfer',
      defaultMessage: 'You authorise this transfer',
    },
    signatureDetails: {
      id: 'bridge.describe.signatureDetails',
      defaultMessage: 'Signature details',
    },
    signatureNofM: {
      id: 'bridge.describe.signatureNofM',
      defaultMessage: 'Signature {index, number} of {total, number}',
    },
    authorisePayment: {
      id: 'bridge.describe.authorisePayment',
      defaultMessage: 'You authorise this payment',
    },
    // Notes
    bridgeContractOn: {
      id: 'bridge.describe.bridgeContractOn',
      defaultMessage: 'The bridge contract on {chain}, on Ferry’s allowlist',
    },
    peripheryOn: {
      id: 'bridge.describe.peripheryOn',
      defaultMessage:
        'The bridge’s deposit contract (its periphery) on {chain}: it deposits into the bridge for you',
    },
    bridgeContract: {
      id: 'bridge.describe.bridgeContract',
      defaultMessage: 'The bridge contract on {chain}',
    },
    tokenContract: {
      id: 'bridge.describe.tokenContract',
      defaultMessage: 'The {symbol} token contract you chose',
    },
    hyperCoreNote: {
      id: 'bridge.describe.hyperCoreNote',
      defaultMessage: 'No contract: HyperCore actions are signed on chain {chainId}',
    },
    // The swap
    theSwap: { id: 'bridge.describe.swap.title', defaultMessage: 'The swap' },
    expected: { id: 'bridge.describe.swap.expected', defaultMessage: 'Expected to receive' },
    minimum: { id: 'bridge.describe.swap.minimum', defaultMessage: 'Minimum received' },
    slippageAuto: {
      id: 'bridge.describe.swap.slippageAuto',
      defaultMessage: 'Within the slippage tolerance the service chose',
    },
    slippageYours: {
      id: 'bridge.describe.swap.slippageYours',
      defaultMessage: 'Within your slippage tolerance of {slippage}',
    },
    priceImpact: { id: 'bridge.describe.swap.priceImpact', defaultMessage: 'Price impact' },
    refundToken: { id: 'bridge.describe.swap.refundToken', defaultMessage: 'Refund token' },
    refundSwapped: {
      id: 'bridge.describe.swap.refundSwapped',
      defaultMessage:
        '{token} on {chain}, what your {input} is swapped to before bridging — not {input} itself',
    },
    refundSame: {
      id: 'bridge.describe.swap.refundSame',
      defaultMessage: '{input} on {chain}, the token you send',
    },
    refundUnnamed: {
      id: 'bridge.describe.swap.refundUnnamed',
      defaultMessage:
        'The asset your {input} is swapped to on {chain} before bridging — not {input} itself',
    },
    // Transactions
    txApprovalTitle: {
      id: 'bridge.describe.tx.approvalTitle',
      defaultMessage: 'Transaction 1 of 2: allow the bridge contract to take {symbol}',
    },
    allowUpTo: { id: 'bridge.describe.tx.allowUpTo', defaultMessage: 'Allow up to' },
    unlimited: { id: 'bridge.describe.tx.unlimited', defaultMessage: 'Unlimited {symbol}' },
    unlimitedNote: {
      id: 'bridge.describe.tx.unlimitedNote',
      defaultMessage:
        'Until you revoke it, the contract may take any amount of this token from your wallet.',
    },
    takenBy: { id: 'bridge.describe.tx.takenBy', defaultMessage: 'To be taken by' },
    tokenContractLabel: {
      id: 'bridge.describe.tx.tokenContract',
      defaultMessage: 'Token contract',
    },
    tokenOn: { id: 'bridge.describe.tx.tokenOn', defaultMessage: '{symbol} on {chain}' },
    skippedWhen: { id: 'bridge.describe.tx.skippedWhen', defaultMessage: 'Skipped when' },
    skippedWhenValue: {
      id: 'bridge.describe.tx.skippedWhenValue',
      defaultMessage: 'your wallet has already allowed this amount',
    },
    txDepositTitle: {
      id: 'bridge.describe.tx.depositTitle',
      defaultMessage:
        '{total, select, two {Transaction 2 of 2: deposit into the bridge} other {One transaction: deposit into the bridge}}',
    },
    sentAsValue: {
      id: 'bridge.describe.tx.sentAsValue',
      defaultMessage: 'Sent as the transaction’s value: {amount}',
    },
    sentTo: { id: 'bridge.describe.tx.sentTo', defaultMessage: 'Sent to' },
    call: { id: 'bridge.describe.tx.call', defaultMessage: 'Call' },
  }),
);
