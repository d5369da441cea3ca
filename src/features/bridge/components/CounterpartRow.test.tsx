// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { inLocale } from '../../../i18n/testing/format-message';
import { CounterpartRow } from './CounterpartRow';

const usdcBsc = {
  chainId: 56,
  address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
  decimals: 18,
  symbol: 'USDC',
};

it.each(['en', 'es', 'ar', 'zh-CN'] as const)(
  'writes what the recipient gets in full, never cut with an ellipsis (%s)',
  (locale) => {
    render(
      <CounterpartRow
        label="Recipient gets"
        amount={{ value: 1_233_986_123_456_789_012_345n, token: usdcBsc }}
        tokenSlot={null}
      />,
      { wrapper: inLocale(locale) },
    );
    const output = screen.getByRole('status');
    expect(output.textContent).toMatch(/^1[.,]?233[.,]986123456789012345$/);
    expect(output.className).not.toMatch(/\btruncate\b|text-ellipsis/);
    // A long figure is set smaller and may wrap, as a phone's field needs.
    expect(output.className).toMatch(/text-sm/);
    expect(output.className).toMatch(/overflow-wrap:anywhere/);
  },
);
