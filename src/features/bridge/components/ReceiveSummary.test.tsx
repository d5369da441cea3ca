// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { quoteResponse } from '../../../contract/schemas/v1-quotes';
import { quoteFixture } from '../../../contract/testing/v1-quotes';
import { inLocale } from '../../../i18n/testing/format-message';
import { fromQuote } from '../model/quote-view';
import { ReceiveSummary } from './ReceiveSummary';

it('keeps what arrives in USD left to right in Arabic, so "US$" is not written "$US"', () => {
  const view = fromQuote(quoteResponse.parse(quoteFixture));
  render(<ReceiveSummary view={view} priceUsd="1" destinationName="Base" />, {
    wrapper: inLocale('ar'),
  });
  expect(screen.getByText(/^≈ \u2066\u200f?[\d.,]+\sUS\$\u2069$/)).toBeInTheDocument();
});

it('writes what the recipient gets to the last digit', () => {
  const quote = quoteResponse.parse(quoteFixture);
  const eth = { ...quote.outputToken, decimals: 18, symbol: 'ETH' };
  const view = fromQuote({ ...quote, outputToken: eth, outputAmount: '9990651640098780' });
  render(<ReceiveSummary view={view} priceUsd="3000" destinationName="Base" />);
  expect(screen.getByTestId('quote-output')).toHaveTextContent('0.00999065164009878 ETH');
});
