// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { FeeLine } from '../model/quote-view';
import { inLocale } from '../../../i18n/testing/format-message';
import { FeeRows } from './FeeRows';

const usdc = {
  chainId: 8453,
  address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  decimals: 6,
  symbol: 'USDC',
};

it('shows a tiny fee as "< $0.01", never "$0.00"', () => {
  const fees: FeeLine[] = [
    { key: 'lp', amount: 3n, amountUsd: '0.00', token: usdc },
    { key: 'destinationGas', amount: 4n, amountUsd: null, token: usdc },
    { key: 'relayerCapital', amount: 0n, amountUsd: '0', token: usdc },
  ];
  render(<FeeRows fees={fees} priceUsd="1" destinationName="Base" />);
  expect(screen.getAllByText('< $0.01')).toHaveLength(2);
  expect(screen.getByText('$0.00')).toBeInTheDocument();
});

it('writes the fees and their USD values the Arabic way, amounts left to right', () => {
  const fees: FeeLine[] = [
    { key: 'lp', amount: 1_234_567_890n, amountUsd: '1234.57', token: usdc },
    { key: 'destinationGas', amount: 4n, amountUsd: null, token: usdc },
  ];
  render(<FeeRows fees={fees} priceUsd="1" destinationName="Base" />, { wrapper: inLocale('ar') });
  expect(screen.getByText(/1,234\.56789 USDC/).closest('[dir]')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText(/^\u200f?1,234\.57\sUS\$$/)).toBeInTheDocument();
  expect(screen.getByText(/^< \u200f?0\.01\sUS\$$/)).toBeInTheDocument();
});
