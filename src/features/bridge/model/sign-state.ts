// The Sign button in the review: enabled only for a checked, fresh, current quote on the right
// network (docs/reliability.md#nothing-is-signed-that-the-page-does-not-show,
// docs/reliability.md#quote-freshness), and otherwise saying why.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { SIGN_MARGIN_MS, type Freshness } from './freshness';
import { untyped } from './messages';

export type SignState =
  'refused' | 'working' | 'stale' | 'expired' | 'expiring' | 'wrong-network' | 'ready';

export interface SignInput {
  refused: boolean;
  working: boolean;
  stale: boolean;
  freshness: Freshness;
  walletChainId: number | undefined;
  signingChainId: number | undefined;
}

export function signState(i: SignInput): SignState {
  if (i.refused) return 'refused';
  if (i.working) return 'working';
  if (i.stale) return 'stale';
  if (i.freshness !== 'fresh') return i.freshness;
  if (i.signingChainId !== undefined && i.walletChainId !== i.signingChainId)
    return 'wrong-network';
  return 'ready';
}

const m = untyped(
  defineMessages({
    sign: { id: 'bridge.sign.button', defaultMessage: 'Sign in wallet' },
    waiting: { id: 'bridge.sign.waiting', defaultMessage: 'Waiting for your wallet…' },
    switchTo: { id: 'bridge.sign.switch', defaultMessage: 'Switch wallet to {chain}' },
    refused: {
      id: 'bridge.sign.refused',
      defaultMessage:
        'Ferry will not ask your wallet to sign data that differs from the quote you saw.',
    },
    stale: {
      id: 'bridge.sign.stale',
      defaultMessage: 'A fresher quote is loading. Check its figures before signing.',
    },
    expiring: {
      id: 'bridge.sign.expiring',
      defaultMessage:
        'Less than {seconds, plural, one {# second} other {# seconds}} left on this quote: get a new quote to sign.',
    },
    expired: {
      id: 'bridge.sign.expired',
      defaultMessage: 'This quote has expired. A new one is on its way.',
    },
  }),
);

/** `marginMs`: the quote's signing margin (freshness.ts). */
type Say = (t: IntlShape, chain: string, marginMs?: number) => string;
const sign: Say = (t) => t.formatMessage(m.sign);
const said =
  (descriptor: MessageDescriptor): Say =>
  (t, _chain, marginMs = SIGN_MARGIN_MS) =>
    t.formatMessage(descriptor, { seconds: marginMs / 1000 });

export const SIGN_COPY = {
  refused: { label: sign, reason: said(m.refused) },
  working: { label: (t) => t.formatMessage(m.waiting), reason: undefined },
  stale: { label: sign, reason: said(m.stale) },
  expiring: { label: sign, reason: said(m.expiring) },
  expired: { label: sign, reason: said(m.expired) },
  'wrong-network': {
    label: (t, chain) => t.formatMessage(m.switchTo, { chain }),
    reason: undefined,
  },
  ready: { label: sign, reason: undefined },
} as const satisfies Record<SignState, { label: Say; reason: Say | undefined }>;
