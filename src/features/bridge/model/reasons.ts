// Why a chain, route or token cannot be used, in words. The code drives the copy; the service's
// own message is shown beside it as detail, never alone.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { getChain } from '../../../contract/chains';
import type {
  UnavailableReason,
  UnavailableReasonCode,
} from '../../../contract/schemas/v1-capabilities';

export interface ReasonText {
  /** Short, our words: fits on one line of a picker row. */
  label: MessageDescriptor;
  /** The first day without support (YYYY-MM-DD), said in the label as {date}. */
  date?: string;
  /** The service's message, for the curious. */
  detail?: string;
}

const LABELS = defineMessages({
  CHAIN_DEPRECATED: { id: 'bridge.reason.chainDeprecated', defaultMessage: 'No longer supported' },
  SAME_CHAIN: { id: 'bridge.reason.sameChain', defaultMessage: 'Same chain as the origin' },
  ROUTE_NOT_ENABLED: { id: 'bridge.reason.routeNotEnabled', defaultMessage: 'Route not enabled' },
  TOKEN_NOT_ON_DESTINATION: {
    id: 'bridge.reason.tokenNotOnDestination',
    defaultMessage: 'Not available on the destination chain',
  },
  LIQUIDITY_PAUSED: {
    id: 'bridge.reason.liquidityPaused',
    defaultMessage: 'Relayer liquidity paused',
  },
  SWAP_REQUIRED: {
    id: 'bridge.reason.swapRequired',
    defaultMessage: 'Moves only by a swap: pick the token to receive',
  },
  SWAP_QUOTE_UNAVAILABLE: {
    id: 'bridge.reason.swapQuoteUnavailable',
    defaultMessage: 'No swap route for this pair',
  },
  unknown: { id: 'bridge.reason.unknown', defaultMessage: 'Unavailable' },
  supportEnded: { id: 'bridge.reason.supportEnded', defaultMessage: 'Support ended on {date}' },
}) satisfies Record<UnavailableReasonCode | 'supportEnded', MessageDescriptor>;

/** A day (YYYY-MM-DD) in the reader's language: "April 30, 2026" in English, "30 de abril de 2026" in Spanish. */
export const longDay = (t: IntlShape, isoDay: string) =>
  t.formatDate(Date.parse(`${isoDay}T00:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The reason's label as the reader reads it. */
export const reasonLabel = (t: IntlShape, reason: ReasonText) =>
  t.formatMessage(reason.label, reason.date ? { date: longDay(t, reason.date) } : undefined);

/** The day a deprecation took effect: the reason's own `date`, else the chain catalogue's. */
export function deprecationDate(
  reason: UnavailableReason | null,
  chainIds: readonly number[],
): string | undefined {
  const own = (reason as { date?: unknown } | null)?.date;
  if (typeof own === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(own)) return own;
  return chainIds.map((id) => getChain(id)?.deprecatedFrom).find(Boolean);
}

export function reasonText(
  reason: UnavailableReason | null,
  chainIds: readonly number[] = [],
): ReasonText {
  if (!reason) return { label: LABELS.unknown };
  const detail = reason.message.trim() || undefined;
  if (reason.code === 'CHAIN_DEPRECATED') {
    const date = deprecationDate(reason, chainIds);
    return date
      ? { label: LABELS.supportEnded, date, detail }
      : { label: LABELS.CHAIN_DEPRECATED, detail };
  }
  return { label: LABELS[reason.code], detail };
}
