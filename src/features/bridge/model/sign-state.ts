// The Sign button in the review: enabled only for a checked, fresh, current quote on the right
// network (docs/reliability.md#nothing-is-signed-that-the-page-does-not-show,
// docs/reliability.md#quote-freshness), and otherwise saying why.
import type { Freshness } from './freshness';

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

export const SIGN_COPY = {
  refused: {
    label: () => 'Sign in wallet',
    reason: 'Ferry will not ask your wallet to sign data that differs from the quote you saw.',
  },
  working: { label: () => 'Waiting for your wallet…', reason: undefined },
  stale: {
    label: () => 'Sign in wallet',
    reason: 'A fresher quote is loading. Check its figures before signing.',
  },
  expiring: {
    label: () => 'Sign in wallet',
    reason: 'Less than 30 seconds left on this quote: get a new quote to sign.',
  },
  expired: {
    label: () => 'Sign in wallet',
    reason: 'This quote has expired. A new one is on its way.',
  },
  'wrong-network': { label: (chain: string) => `Switch wallet to ${chain}`, reason: undefined },
  ready: { label: () => 'Sign in wallet', reason: undefined },
} as const satisfies Record<
  SignState,
  { label: (chain: string) => string; reason: string | undefined }
>;
