// How the explorer read what was pasted, in words for the page ("Searched as …"), or why it
// could not read it.
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { Detected, InvalidReason } from './detect-query';

const m = defineMessages({
  hash: {
    id: 'explorer.detected.hash',
    defaultMessage:
      'Searched as a deposit transaction, order id, cross-chain id (relay hash) and sweep transaction, on any chain.',
  },
  hashOnSandbox: {
    id: 'explorer.detected.hashOnSandbox',
    defaultMessage:
      'Searched as a deposit transaction, order id, cross-chain id (relay hash), sweep transaction, fill, refund and token approval, on any sandbox chain.',
  },
  address: {
    id: 'explorer.detected.address',
    defaultMessage: 'Searched as an address: deposits it sent (depositor) or received (recipient).',
  },
  nonEvmAddress: {
    id: 'explorer.detected.nonEvmAddress',
    defaultMessage: 'Searched as a non-EVM address (Solana or TRON): deposits it sent or received.',
  },
  txnRef: {
    id: 'explorer.detected.txnRef',
    defaultMessage: 'Searched as a non-EVM deposit transaction (Solana signature), on any chain.',
  },
  notHex: {
    id: 'explorer.detected.notHex',
    defaultMessage:
      'After 0x only the digits 0–9 and the letters a–f can follow. Check for a missing or extra character.',
  },
  tooManyDigits: {
    id: 'explorer.detected.tooManyDigits',
    defaultMessage: 'A deposit id has at most 78 digits.',
  },
  unreadable: {
    id: 'explorer.detected.unreadable',
    defaultMessage:
      'This is not a transaction hash, order id, address or deposit id. Paste one of those as the customer gave it.',
  },
});

const depositIdOn = defineMessage<{ depositId: string; chain: string }>({
  id: 'explorer.detected.depositIdOn',
  defaultMessage: 'Searched as deposit id {depositId} on {chain}.',
});
const depositIdNoChain = defineMessage<{ depositId: string }>({
  id: 'explorer.detected.depositIdNoChain',
  defaultMessage: 'Read as deposit id {depositId}: choose its origin chain.',
});
const hexLength = defineMessage<{ length: number; size: 'short' | 'between' | 'long' }>({
  id: 'explorer.detected.hexLength',
  defaultMessage:
    'This is 0x followed by {length, plural, one {# hexadecimal character} other {# hexadecimal characters}}, {size, select, short {shorter than an address} between {between an address and a transaction hash in length} other {longer than a transaction hash}}. An address has 40 after the 0x; a transaction hash, order id or cross-chain id (relay hash) has 64. Copy it again in full.',
});

function whyNot(t: IntlShape, reason: InvalidReason): string {
  if (reason.why !== 'hexLength') return t.formatMessage(m[reason.why]);
  const { length } = reason;
  const size = length < 40 ? 'short' : length < 64 ? 'between' : 'long';
  return t.formatMessage(hexLength, { length, size });
}

/** `sandbox`: on the embedded service, whose search also finds fills, refunds and approvals. */
export function describeDetected(
  t: IntlShape,
  d: Detected,
  originChainName?: string,
  sandbox = false,
): string {
  switch (d.kind) {
    case 'empty':
      return '';
    case 'hash':
      return t.formatMessage(sandbox ? m.hashOnSandbox : m.hash);
    case 'address':
    case 'nonEvmAddress':
    case 'txnRef':
      return t.formatMessage(m[d.kind]);
    case 'depositId':
      return originChainName
        ? t.formatMessage(depositIdOn, { depositId: d.value, chain: originChainName })
        : t.formatMessage(depositIdNoChain, { depositId: d.value });
    case 'invalid':
      return whyNot(t, d.reason);
  }
}
