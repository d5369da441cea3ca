// A swap's terms in words for the review, before any signature: what is expected, the least the
// recipient receives within the slippage tolerance, and in which token a refund comes back.
import type { TokenRef } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { formatFraction, formatImpact } from '../model/price-impact';
import { chainLabel } from '../model/route-options';
import type { SignSection } from './describe';
import { DESCRIBE } from './describe-messages';
import { exactAmount, figure, phrase, type Phrase } from '../model/messages';

const exact = (value: bigint, token: TokenRef) => exactAmount(value, token);

/** A slippage tolerance (0.005) as "0.50%" in the reader's language. */
const fraction = (value: number) => figure((f) => formatFraction(value, f.locale));

const ORIGIN_SWAP = new Set(['anyToBridgeable', 'anyToAny']);

/**
 * A refund returns what was deposited into the bridge on the origin chain: the token sent, or,
 * after a swap on the origin, the asset that swap produced (never the token sent).
 */
export function refundInWords(quote: QuoteResponse): Phrase {
  const origin = chainLabel(quote.inputToken.chainId);
  const refund = quote.refundToken;
  const same = (a: TokenRef, b: TokenRef) =>
    a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
  if (refund && !same(refund, quote.inputToken)) {
    return phrase(DESCRIBE.refundSwapped, {
      token: refund.symbol,
      chain: chainLabel(refund.chainId),
      input: quote.inputToken.symbol,
    });
  }
  if (refund || !ORIGIN_SWAP.has(quote.crossSwapType ?? '')) {
    return phrase(DESCRIBE.refundSame, { input: quote.inputToken.symbol, chain: origin });
  }
  return phrase(DESCRIBE.refundUnnamed, { input: quote.inputToken.symbol, chain: origin });
}

/** The swap section of the review; none for a plain bridge. */
export function describeSwap(quote: QuoteResponse): SignSection | null {
  if (!quote.crossSwapType || quote.crossSwapType === 'bridgeableToBridgeable') return null;
  const destination = chainLabel(quote.outputToken.chainId);
  const expected = BigInt(quote.outputAmount);
  const min = quote.minOutputAmount === undefined ? expected : BigInt(quote.minOutputAmount);
  const impact = quote.swapImpact?.pct;
  return {
    title: phrase(DESCRIBE.theSwap),
    rows: [
      {
        label: phrase(DESCRIBE.expected),
        value: phrase(DESCRIBE.amountOn, {
          amount: exact(expected, quote.outputToken),
          chain: destination,
        }),
      },
      {
        label: phrase(DESCRIBE.minimum),
        value: phrase(DESCRIBE.amountOn, {
          amount: exact(min, quote.outputToken),
          chain: destination,
        }),
        note:
          quote.slippage === undefined
            ? phrase(DESCRIBE.slippageAuto)
            : phrase(DESCRIBE.slippageYours, {
                slippage: fraction(quote.slippage),
              }),
      },
      ...(impact === undefined || impact === null
        ? []
        : [
            {
              label: phrase(DESCRIBE.priceImpact),
              value: figure((f) => formatImpact(BigInt(impact), f.locale)),
            },
          ]),
      { label: phrase(DESCRIBE.refundToken), value: refundInWords(quote) },
    ],
  };
}
