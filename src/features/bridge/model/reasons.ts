// Why a chain, route or token cannot be used, in words. The code drives the copy; the service's
// own message is shown beside it as detail, never alone.
import { getChain, longDate } from '../../../contract/chains';
import type {
  UnavailableReason,
  UnavailableReasonCode,
} from '../../../contract/schemas/v1-capabilities';

export interface ReasonText {
  /** Short, our words: fits on one line of a picker row. */
  label: string;
  /** The service's message, for the curious. */
  detail?: string;
}

const LABELS = {
  CHAIN_DEPRECATED: 'No longer supported',
  SAME_CHAIN: 'Same chain as the origin',
  ROUTE_NOT_ENABLED: 'Route not enabled',
  TOKEN_NOT_ON_DESTINATION: 'Not available on the destination chain',
  LIQUIDITY_PAUSED: 'Relayer liquidity paused',
  SWAP_REQUIRED: 'Moves only by a swap: pick the token to receive',
  SWAP_QUOTE_UNAVAILABLE: 'No swap route for this pair',
  unknown: 'Unavailable',
} as const satisfies Record<UnavailableReasonCode, string>;

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
    return { label: date ? `Support ended on ${longDate(date)}` : LABELS.CHAIN_DEPRECATED, detail };
  }
  return { label: LABELS[reason.code], detail };
}
