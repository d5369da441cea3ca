// What the main button can do now, and if nothing, why — one exhaustive map: a disabled
// button always says why.
import type { AmountCheck } from './amount';
import type { Freshness } from './freshness';
import type { ReasonText } from './reasons';

export type ActionState =
  | 'loading-routes'
  | 'route-unavailable'
  | 'token-unavailable'
  | 'connect'
  | 'enter-amount'
  | 'fix-amount'
  | 'fix-address'
  | 'quote-loading'
  | 'quote-refreshing'
  | 'quote-error'
  | 'insufficient-balance'
  | 'confirm-impact'
  | 'quote-expiring'
  | 'quote-expired'
  | 'ready';

export interface ActionInput {
  routesLoaded: boolean;
  /** Why the route or token cannot be used, if it cannot. */
  routeReason?: ReasonText;
  tokenReason?: ReasonText;
  tokenSymbol?: string;
  connected: boolean;
  amount: AmountCheck;
  addressesValid: boolean;
  quote: 'idle' | 'loading' | 'ready' | 'error';
  stale: boolean;
  /** The quote is a preview (not in the connected wallet's name). */
  preview: boolean;
  freshness?: Freshness;
  shortfall: boolean;
  /** The swap's price impact is high enough to need a deliberate confirm that is not given. */
  impactUnconfirmed?: boolean;
}

export function actionState(i: ActionInput): ActionState {
  if (!i.routesLoaded) return 'loading-routes';
  if (i.routeReason) return 'route-unavailable';
  if (i.tokenReason) return 'token-unavailable';
  if (!i.connected) return 'connect';
  if (i.amount.kind === 'empty') return 'enter-amount';
  if (i.amount.kind === 'problem' && i.amount.problem !== 'insufficient-balance')
    return 'fix-amount';
  if (!i.addressesValid) return 'fix-address';
  if (i.quote === 'error') return 'quote-error';
  if (i.quote !== 'ready') return 'quote-loading';
  if (i.stale || i.preview) return 'quote-refreshing';
  if (i.amount.kind === 'problem' || i.shortfall) return 'insufficient-balance';
  if (i.impactUnconfirmed) return 'confirm-impact';
  if (i.freshness === 'expired') return 'quote-expired';
  if (i.freshness === 'expiring') return 'quote-expiring';
  return 'ready';
}

export interface ActionCopy {
  label: string;
  /** Set when the button cannot be used: shown under it and read with it. */
  reason?: (i: ActionInput) => string;
}

export const ACTION_COPY = {
  'loading-routes': {
    label: 'Loading routes…',
    reason: () => 'Ferry is reading which routes are open.',
  },
  'route-unavailable': {
    label: 'Route unavailable',
    reason: (i) => i.routeReason?.label ?? 'This route is not open right now. Pick other chains.',
  },
  'token-unavailable': {
    label: 'Token unavailable',
    reason: (i) =>
      `${i.tokenSymbol ?? 'This token'}: ${i.tokenReason?.label ?? 'not available on this route'}. Pick another token.`,
  },
  connect: { label: 'Connect wallet' },
  'enter-amount': { label: 'Enter an amount', reason: () => 'Type how much to send.' },
  'fix-amount': { label: 'Check the amount', reason: () => 'The amount above needs a change.' },
  'fix-address': { label: 'Check the addresses', reason: () => 'An address above is not valid.' },
  'quote-loading': {
    label: 'Getting a quote…',
    reason: () => 'Waiting for the price of this transfer.',
  },
  'quote-refreshing': {
    label: 'Updating the quote…',
    reason: () => 'A fresher quote for your latest input is loading.',
  },
  'quote-error': { label: 'No quote', reason: () => 'See the message in the quote panel.' },
  'insufficient-balance': {
    label: 'Insufficient balance',
    reason: (i) =>
      i.amount.kind === 'problem' && i.amount.problem === 'insufficient-balance'
        ? `${i.amount.message} Lower the amount or add funds to continue.`
        : 'Your wallet does not hold enough to send this amount.',
  },
  'confirm-impact': {
    label: 'Confirm the price impact',
    reason: () => 'The swap loses more than 10 % to price impact: tick the box above to go on.',
  },
  'quote-expiring': {
    label: 'Quote about to expire',
    reason: () => 'Less than 30 seconds left: get a new quote to continue.',
  },
  'quote-expired': { label: 'Quote expired', reason: () => 'Getting a new quote…' },
  ready: { label: 'Review transfer' },
} as const satisfies Record<ActionState, ActionCopy>;
