// What the main button can do now, and if nothing, why — one exhaustive map: a disabled
// button always says why.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { AmountCheck } from './amount';
import { SIGN_MARGIN_MS, type Freshness } from './freshness';
import { untyped } from './messages';
import { reasonLabel, type ReasonText } from './reasons';

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
  /** The quote's signing margin (freshness.ts); 30 s when not given. */
  signMarginMs?: number;
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
  label: MessageDescriptor;
  /** Set when the button cannot be used: shown under it and read with it. */
  reason?: (t: IntlShape, i: ActionInput) => string;
}

const m = untyped(
  defineMessages({
    loadingRoutes: { id: 'bridge.action.loadingRoutes.label', defaultMessage: 'Loading routes…' },
    loadingRoutesWhy: {
      id: 'bridge.action.loadingRoutes.reason',
      defaultMessage: 'Ferry is reading which routes are open.',
    },
    routeUnavailable: {
      id: 'bridge.action.routeUnavailable.label',
      defaultMessage: 'Route unavailable',
    },
    routeUnavailableWhy: {
      id: 'bridge.action.routeUnavailable.reason',
      defaultMessage: 'This route is not open right now. Pick other chains.',
    },
    tokenUnavailable: {
      id: 'bridge.action.tokenUnavailable.label',
      defaultMessage: 'Token unavailable',
    },
    tokenUnavailableWhy: {
      id: 'bridge.action.tokenUnavailable.reason',
      defaultMessage:
        '{symbol, select, none {This token} other {{symbol}}}: {reason}. Pick another token.',
    },
    tokenNotOnRoute: {
      id: 'bridge.action.tokenUnavailable.notOnRoute',
      defaultMessage: 'not available on this route',
    },
    connect: { id: 'bridge.action.connect.label', defaultMessage: 'Connect wallet' },
    enterAmount: { id: 'bridge.action.enterAmount.label', defaultMessage: 'Enter an amount' },
    enterAmountWhy: {
      id: 'bridge.action.enterAmount.reason',
      defaultMessage: 'Type how much to send.',
    },
    fixAmount: { id: 'bridge.action.fixAmount.label', defaultMessage: 'Check the amount' },
    fixAmountWhy: {
      id: 'bridge.action.fixAmount.reason',
      defaultMessage: 'The amount above needs a change.',
    },
    fixAddress: { id: 'bridge.action.fixAddress.label', defaultMessage: 'Check the addresses' },
    fixAddressWhy: {
      id: 'bridge.action.fixAddress.reason',
      defaultMessage: 'An address above is not valid.',
    },
    quoteLoading: { id: 'bridge.action.quoteLoading.label', defaultMessage: 'Getting a quote…' },
    quoteLoadingWhy: {
      id: 'bridge.action.quoteLoading.reason',
      defaultMessage: 'Waiting for the price of this transfer.',
    },
    quoteRefreshing: {
      id: 'bridge.action.quoteRefreshing.label',
      defaultMessage: 'Updating the quote…',
    },
    quoteRefreshingWhy: {
      id: 'bridge.action.quoteRefreshing.reason',
      defaultMessage: 'A fresher quote for your latest input is loading.',
    },
    quoteError: { id: 'bridge.action.quoteError.label', defaultMessage: 'No quote' },
    quoteErrorWhy: {
      id: 'bridge.action.quoteError.reason',
      defaultMessage: 'See the message in the quote panel.',
    },
    insufficient: {
      id: 'bridge.action.insufficient.label',
      defaultMessage: 'Insufficient balance',
    },
    insufficientAmount: {
      id: 'bridge.action.insufficient.amount',
      defaultMessage: '{problem} Lower the amount or add funds to continue.',
    },
    insufficientQuote: {
      id: 'bridge.action.insufficient.quote',
      defaultMessage: 'Your wallet does not hold enough to send this amount.',
    },
    confirmImpact: {
      id: 'bridge.action.confirmImpact.label',
      defaultMessage: 'Confirm the price impact',
    },
    confirmImpactWhy: {
      id: 'bridge.action.confirmImpact.reason',
      defaultMessage:
        'The swap loses more than {limit} to price impact: tick the box above to go on.',
    },
    expiring: { id: 'bridge.action.expiring.label', defaultMessage: 'Quote about to expire' },
    expiringWhy: {
      id: 'bridge.action.expiring.reason',
      defaultMessage:
        'Less than {seconds, plural, one {# second} other {# seconds}} left: get a new quote to continue.',
    },
    expired: { id: 'bridge.action.expired.label', defaultMessage: 'Quote expired' },
    expiredWhy: { id: 'bridge.action.expired.reason', defaultMessage: 'Getting a new quote…' },
    ready: { id: 'bridge.action.ready.label', defaultMessage: 'Review transfer' },
  }),
);

export const ACTION_COPY = {
  'loading-routes': {
    label: m.loadingRoutes,
    reason: (t) => t.formatMessage(m.loadingRoutesWhy),
  },
  'route-unavailable': {
    label: m.routeUnavailable,
    reason: (t, i) =>
      i.routeReason ? reasonLabel(t, i.routeReason) : t.formatMessage(m.routeUnavailableWhy),
  },
  'token-unavailable': {
    label: m.tokenUnavailable,
    reason: (t, i) =>
      t.formatMessage(m.tokenUnavailableWhy, {
        symbol: i.tokenSymbol ?? 'none',
        reason: i.tokenReason ? reasonLabel(t, i.tokenReason) : t.formatMessage(m.tokenNotOnRoute),
      }),
  },
  connect: { label: m.connect },
  'enter-amount': { label: m.enterAmount, reason: (t) => t.formatMessage(m.enterAmountWhy) },
  'fix-amount': { label: m.fixAmount, reason: (t) => t.formatMessage(m.fixAmountWhy) },
  'fix-address': { label: m.fixAddress, reason: (t) => t.formatMessage(m.fixAddressWhy) },
  'quote-loading': { label: m.quoteLoading, reason: (t) => t.formatMessage(m.quoteLoadingWhy) },
  'quote-refreshing': {
    label: m.quoteRefreshing,
    reason: (t) => t.formatMessage(m.quoteRefreshingWhy),
  },
  'quote-error': { label: m.quoteError, reason: (t) => t.formatMessage(m.quoteErrorWhy) },
  'insufficient-balance': {
    label: m.insufficient,
    reason: (t, i) =>
      i.amount.kind === 'problem' && i.amount.problem === 'insufficient-balance'
        ? t.formatMessage(m.insufficientAmount, { problem: i.amount.message })
        : t.formatMessage(m.insufficientQuote),
  },
  'confirm-impact': {
    label: m.confirmImpact,
    reason: (t) =>
      t.formatMessage(m.confirmImpactWhy, { limit: t.formatNumber(0.1, { style: 'percent' }) }),
  },
  'quote-expiring': {
    label: m.expiring,
    reason: (t, i) =>
      t.formatMessage(m.expiringWhy, { seconds: (i.signMarginMs ?? SIGN_MARGIN_MS) / 1000 }),
  },
  'quote-expired': { label: m.expired, reason: (t) => t.formatMessage(m.expiredWhy) },
  ready: { label: m.ready },
} as const satisfies Record<ActionState, ActionCopy>;
