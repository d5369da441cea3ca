import { describe, expect, it } from 'vitest';
import { quoteFixture } from '../../../contract/testing/v1-quotes';
import { quoteResponse } from '../../../contract/schemas/v1-quotes';
import { refundInWords } from './describe-swap';
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
