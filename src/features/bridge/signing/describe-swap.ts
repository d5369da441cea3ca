// A swap's terms in words for the review, before any signature: what is expected, the least the
// recipient receives within the slippage tolerance, and in which token a refund comes back.
import { formatAmountDisplay } from '../../../contract/amounts';
import type { TokenRef } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { formatFraction, formatImpact } from '../model/price-impact';
import { chainLabel } from '../model/route-options';
import type { SignSection } from './describe';

const exact = (value: bigint, token: TokenRef) =>
  `${formatAmountDisplay(value, token.decimals, token.decimals)} ${token.symbol}`;

const ORIGIN_SWAP = new Set(['anyToBridgeable', 'anyToAny']);

/**
 * A refund returns what was deposited into the bridge on the origin chain: the token sent, or,
 * after a swap on the origin, the asset that swap produced (never the token sent).
 */
export function refundInWords(quote: QuoteResponse): string {
  const origin = chainLabel(quote.inputToken.chainId);
  const refund = quote.refundToken;
  const same = (a: TokenRef, b: TokenRef) =>
    a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
  if (refund && !same(refund, quote.inputToken)) {
    return `${refund.symbol} on ${chainLabel(refund.chainId)}, what your ${quote.inputToken.symbol} is swapped to before bridging — not ${quote.inputToken.symbol} itself`;
  }
  if (refund || !ORIGIN_SWAP.has(quote.crossSwapType ?? '')) {
    return `${quote.inputToken.symbol} on ${origin}, the token you send`;
  }
  return `The asset your ${quote.inputToken.symbol} is swapped to on ${origin} before bridging — not ${quote.inputToken.symbol} itself`;
}

/** The swap section of the review; none for a plain bridge. */
export function describeSwap(quote: QuoteResponse): SignSection | null {
  if (!quote.crossSwapType || quote.crossSwapType === 'bridgeableToBridgeable') return null;
  const destination = chainLabel(quote.outputToken.chainId);
  const expected = BigInt(quote.outputAmount);
  const min = quote.minOutputAmount === undefined ? expected : BigInt(quote.minOutputAmount);
  const impact = quote.swapImpact?.pct;
  return {
    title: 'The swap',
    rows: [
      {
        label: 'Expected to receive',
        value: `${exact(expected, quote.outputToken)} on ${destination}`,
      },
      {
        label: 'Minimum received',
        value: `${exact(min, quote.outputToken)} on ${destination}`,
        note:
          quote.slippage === undefined
            ? 'Within the slippage tolerance the service chose'
            : `Within your slippage tolerance of ${formatFraction(quote.slippage)}`,
      },
      ...(impact === undefined || impact === null
        ? []
        : [{ label: 'Price impact', value: formatImpact(BigInt(impact)) }]),
      { label: 'Refund token', value: refundInWords(quote) },
    ],
  };
}
