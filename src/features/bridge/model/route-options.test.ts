import { describe, expect, it } from 'vitest';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { capabilitiesResponse } from '../../../contract/schemas/v1-capabilities';
import { datedDeprecations, deprecationSentence } from './deprecations';
import { longDay, reasonLabel } from './reasons';
import { intlIn } from '../testing/intl';
import { formatMessage } from '../../../i18n/testing/format-message';
import { destinationOptions, findToken, originOptions, tokenOptions } from './route-options';
import {
  effectiveMode,
  gaslessSupport,
  offeredModes,
  pickDestination,
  pickOrigin,
  pickToken,
} from './selection';

const caps = capabilitiesResponse.parse(capabilitiesFixture);

describe('chain options', () => {
  it('lists unavailable chains, disabled, with the date a deprecation took effect', () => {
    const scroll = originOptions(caps).find((c) => c.chainId === 534352);
    expect(scroll).toMatchObject({ available: false, reason: { date: '2026-04-30' } });
    expect(reasonLabel(intlIn(), scroll!.reason!)).toBe(
      formatMessage('bridge.reason.supportEnded', { date: 'April 30, 2026' }),
    );
    expect(originOptions(caps).at(-1)?.chainId).toBe(534352); // available ones first
  });

  it('takes a destination’s status from its route', () => {
    const options = destinationOptions(caps, 42161);
    expect(options.find((c) => c.chainId === 8453)?.available).toBe(true);
    const same = options.find((c) => c.chainId === 42161);
    expect(same?.available).toBe(false);
    expect(reasonLabel(intlIn(), same!.reason!)).toBe(formatMessage('bridge.reason.sameChain'));
  });

  it('keeps a linked chain even when unavailable, else picks a default', () => {
    expect(pickOrigin(caps, 534352)).toBe(534352);
    expect(pickOrigin(caps, 999999)).toBe(8453);
    expect(pickDestination(caps, 42161, undefined)).toBe(8453);
  });
});

describe('token options', () => {
  const route = caps.routes.find((r) => r.originChainId === 42161 && r.destinationChainId === 8453);
  const swapTokens = [
    {
      chainId: 42161,
      address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      logoUrl: '/tokens/usdc.svg',
      priceUsd: '1.0001',
    },
  ];
  const options = tokenOptions(route, swapTokens);

  it('enriches with /swap/tokens logo and price and keeps limits as bigint', () => {
    expect(options[0]).toMatchObject({
      symbol: 'USDC',
      logoUrl: '/tokens/usdc.svg',
      priceUsd: '1.0001',
      available: true,
      limits: { min: 1_000_000n, max: 1_650_293_019_482n },
    });
  });

  it('lists an unavailable token with its reason', () => {
    expect(options.find((o) => o.symbol === 'USDT')).toMatchObject({
      available: false,
      reason: {
        label: { id: 'bridge.reason.liquidityPaused' },
        detail: 'USDT liquidity on Base is paused.',
      },
    });
  });

  it('finds a token by symbol or address, and defaults to an available USDC', () => {
    expect(findToken(options, 'usdc')?.symbol).toBe('USDC');
    expect(findToken(options, '0xAF88d065e77c8cC2239327C5EDb3A432268e5831')?.symbol).toBe('USDC');
    expect(pickToken(options, 'nope')?.symbol).toBe('USDC');
  });

  it('offers gasless for USDC, requires it from HyperCore, and not for others', () => {
    const usdc = findToken(options, 'USDC');
    expect(gaslessSupport(42161, usdc)).toBe('optional');
    expect(gaslessSupport(42161, findToken(options, 'USDT'))).toBe('none');
    expect(gaslessSupport(1337, usdc)).toBe('required');
    // A destination swap's gasless quote holds 30 s, never long enough to sign.
    expect(gaslessSupport(42161, usdc, true)).toBe('none');
    expect(effectiveMode('optional', 'gasless')).toBe('gasless');
    expect(effectiveMode('none', 'gasless')).toBe('standard');
    expect(effectiveMode('required', undefined)).toBe('gasless');
    expect(effectiveMode('optional', 'transaction')).toBe('transaction');
    expect(effectiveMode('required', 'transaction')).toBe('gasless');
  });

  it('offers approve-and-deposit beside the authorisation for a swap, and no switch for USDT', () => {
    expect(offeredModes('none', true)).toEqual(['standard', 'transaction']);
    expect(offeredModes('none', false)).toEqual(['standard']);
    expect(offeredModes('optional', true)).toEqual(['standard', 'gasless', 'transaction']);
    expect(effectiveMode('none', 'transaction')).toBe('transaction');
  });
});

describe('dated deprecations', () => {
  it('names the day support ended, and announces future ones', () => {
    const chains = [
      ...caps.chains,
      {
        chainId: 81457,
        name: 'Blast',
        nativeSymbol: 'ETH',
        status: 'available' as const,
        reason: null,
      },
    ];
    const list = datedDeprecations(chains, new Date('2026-05-01T00:00:00Z'));
    expect(list.map((d) => deprecationSentence(intlIn(), d))).toEqual([
      formatMessage('bridge.deprecation.sentence', {
        ended: 'yes',
        chain: 'Scroll',
        date: 'April 30, 2026',
      }),
      formatMessage('bridge.deprecation.sentence', {
        ended: 'no',
        chain: 'Blast',
        date: 'July 20, 2026',
      }),
    ]);
    expect(deprecationSentence(intlIn('ar'), list[1]!)).toBe(
      formatMessage(
        'bridge.deprecation.sentence',
        { ended: 'no', chain: 'Blast', date: longDay(intlIn('ar'), '2026-07-20') },
        'ar',
      ),
    );
  });
});
