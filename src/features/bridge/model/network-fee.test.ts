import { describe, expect, it } from 'vitest';
import { networkFee, networkFeeText, TYPICAL_DEPOSIT_GAS } from './network-fee';
import { intlIn } from '../testing/intl';

const t = intlIn();

const GWEI = 10n ** 9n;

describe('the network fee shown before the wallet opens', () => {
  it('adds both estimates at the gas price', () => {
    const fee = networkFee({ gasPrice: GWEI / 10n, approvalGas: 46_000n, depositGas: 98_000n });
    expect(fee).toEqual({ wei: 144_000n * (GWEI / 10n), approximate: false });
    expect(networkFeeText(t, fee, 'ETH', '3150.42')).toBe('0.0000144 ETH ($0.05)');
  });

  it('counts a typical deposit, and says "about", while the approval is not on chain', () => {
    const fee = networkFee({ gasPrice: 2n * GWEI, approvalGas: 46_000n, depositGas: null });
    expect(fee.wei).toBe((46_000n + TYPICAL_DEPOSIT_GAS) * 2n * GWEI);
    expect(networkFeeText(t, fee, 'ETH', '3150.42')).toBe('about 0.000332 ETH ($1.05)');
  });

  it('counts no approval for native ETH, and shows no USD without a price', () => {
    const fee = networkFee({ gasPrice: GWEI, approvalGas: undefined, depositGas: 90_000n });
    expect(networkFeeText(t, fee, 'POL', null)).toBe('0.00009 POL');
  });
});

describe('the network fee in the page language', () => {
  it('writes the coin and its USD value the Spanish way', () => {
    const fee = networkFee({ gasPrice: 2n * GWEI, approvalGas: 46_000n, depositGas: null });
    expect(networkFeeText(intlIn('es'), fee, 'ETH', '3150.42')).toBe(
      'alrededor de 0,000332 ETH (1,05\u00a0US$)',
    );
  });
});
