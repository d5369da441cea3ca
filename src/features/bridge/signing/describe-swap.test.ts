import { describe, expect, it } from 'vitest';
import { quoteFixture } from '../../../contract/testing/v1-quotes';
import { quoteResponse } from '../../../contract/schemas/v1-quotes';
import { describeSwap, refundInWords } from './describe-swap';
import { sayPhrase } from '../model/messages';
import { intlIn } from '../testing/intl';

const dai = {
  chainId: quoteFixture.inputToken.chainId,
  address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
  symbol: 'DAI',
  decimals: 18,
};

describe('the refund token in words, before any signature', () => {
  it('names the asset an origin swap produces when the quote gives the refund token', () => {
    const quote = quoteResponse.parse({
      ...quoteFixture,
      inputToken: dai,
      crossSwapType: 'anyToBridgeable',
      refundToken: quoteFixture.inputToken,
    });
    expect(sayPhrase(intlIn(), refundInWords(quote))).toMatch(
      new RegExp(
        `^${quoteFixture.inputToken.symbol} on .*what your DAI is swapped to.*not DAI itself$`,
      ),
    );
  });

  it('says the token sent comes back when the refund token is the input', () => {
    const quote = quoteResponse.parse({
      ...quoteFixture,
      crossSwapType: 'bridgeableToAny',
      refundToken: quoteFixture.inputToken,
    });
    expect(sayPhrase(intlIn(), refundInWords(quote))).toMatch(/the token you send$/);
  });

  it('without a refund token, still never promises the token sent after an origin swap', () => {
    const quote = quoteResponse.parse({
      ...quoteFixture,
      inputToken: dai,
      crossSwapType: 'anyToAny',
    });
    expect(sayPhrase(intlIn(), refundInWords(quote))).toMatch(/not DAI itself$/);
  });
});

describe('the swap in the reader’s language', () => {
  it('writes its amounts, tolerance and price impact the Spanish way', () => {
    const quote = quoteResponse.parse({
      ...quoteFixture,
      crossSwapType: 'bridgeableToAny',
      outputAmount: '12345678901234567890000',
      minOutputAmount: '12345000000000000000000',
      slippage: 0.005,
      swapImpact: { amount: '0', pct: String(427n * 10n ** 14n) },
    });
    const rows = describeSwap(quote)!.rows;
    const es = intlIn('es');
    expect(rows.map((r) => sayPhrase(es, r.value)).slice(0, 2)).toEqual([
      '12.345,67890123456789 USDC en BNB Smart Chain',
      '12.345 USDC en BNB Smart Chain',
    ]);
    expect(rows[1]!.note && sayPhrase(es, rows[1]!.note)).toBe(
      'Dentro de tu tolerancia de deslizamiento del 0,50\u00a0%',
    );
    expect(sayPhrase(es, rows[2]!.value)).toBe('4,27\u00a0%');
  });
});
