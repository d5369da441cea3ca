import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../i18n/testing/format-message';
import { intlIn } from '../testing/intl';
import { reasonLabel } from './reasons';
import { zeroAddress } from 'viem';
import { usdcArbRef, usdcBaseRef } from '../../../contract/testing/v1-capabilities';
import type { TokenRef } from '../../../contract/schemas/common';
import type { CapabilityRoute, CapabilitySwap } from '../../../contract/schemas/v1-capabilities';
import {
  pickReceive,
  receiveOptions,
  sendingAs,
  withoutArrivalSwaps,
  withSwapOrigins,
} from './receive-options';
import type { TokenOption } from './route-options';

const daiArb = {
  chainId: 42161,
  address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
  decimals: 18,
  symbol: 'DAI',
};
const daiBase = {
  chainId: 8453,
  address: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb',
  decimals: 18,
  symbol: 'DAI',
};
const wethBase = {
  chainId: 8453,
  address: '0x4200000000000000000000000000000000000006',
  decimals: 18,
  symbol: 'WETH',
};

const usdc: TokenOption = {
  id: usdcArbRef.address.toLowerCase(),
  symbol: 'USDC',
  name: 'USD Coin',
  logoUrl: null,
  priceUsd: '1',
  input: usdcArbRef,
  output: usdcBaseRef,
  available: true,
  limits: { min: 1n, max: 10n ** 12n },
};
const dai: TokenOption = {
  ...usdc,
  id: daiArb.address.toLowerCase(),
  symbol: 'DAI',
  name: 'Dai',
  input: daiArb,
  output: daiBase,
  available: false,
  reason: { label: { id: 'bridge.reason.swapRequired' } },
  limits: { min: 0n, max: 0n },
};

const ZERO = zeroAddress;

const pair = (input: TokenRef, output: TokenRef, ok = true): CapabilitySwap => ({
  input,
  output,
  crossSwapType: input.symbol === output.symbol ? 'bridgeableToBridgeable' : 'bridgeableToAny',
  status: ok ? 'available' : 'unavailable',
  reason: ok ? null : { code: 'SWAP_QUOTE_UNAVAILABLE', message: 'No pool reaches DAI on Base.' },
});

const route = {
  originChainId: 42161,
  destinationChainId: 8453,
  status: 'available',
  reason: null,
  tokens: [{ input: daiArb, reason: { code: 'SWAP_REQUIRED', message: '' } }],
} as unknown as CapabilityRoute;

describe('tokens to send once swaps count', () => {
  it('makes a swap-only token sendable when one of its pairs can be quoted', () => {
    const [first] = withSwapOrigins([usdc, dai], route, [pair(daiArb, usdcBaseRef)]).filter(
      (t) => t.symbol === 'DAI',
    );
    expect(first).toMatchObject({ available: true });
    expect(first).not.toHaveProperty('reason');
  });

  it('keeps it unavailable, with its reason, when no pair from it can be quoted', () => {
    const out = withSwapOrigins([usdc, dai], route, [pair(daiArb, usdcBaseRef, false)]);
    expect(out.map((t) => [t.symbol, t.available])).toEqual([
      ['USDC', true],
      ['DAI', false],
    ]);
  });
});

describe('a token with no counterpart on the destination, sent through a swap', () => {
  // USDT from Arbitrum One to Base: not on Base, so the service lists its output as the zero
  // address (the native coin's) and the token as unavailable, yet quotes every pair from it.
  const usdtArb = {
    ...daiArb,
    address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
    decimals: 6,
    symbol: 'USDT',
  };
  const noCounterpart = { chainId: 8453, address: ZERO, decimals: 6, symbol: 'USDT' };
  const ethBase = { chainId: 8453, address: ZERO, decimals: 18, symbol: 'ETH' };
  const usdt: TokenOption = {
    ...dai,
    id: usdtArb.address.toLowerCase(),
    symbol: 'USDT',
    name: 'Tether USD',
    input: usdtArb,
    output: noCounterpart,
    reason: { label: { id: 'bridge.reason.tokenNotOnDestination' } },
  };
  const usdtRoute = {
    ...route,
    tokens: [{ input: usdtArb, reason: { code: 'TOKEN_NOT_ON_DESTINATION', message: '' } }],
  } as unknown as CapabilityRoute;
  const pairs = [
    { ...pair(usdtArb, usdcBaseRef), crossSwapType: 'anyToBridgeable' as const },
    { ...pair(usdtArb, ethBase), crossSwapType: 'anyToBridgeable' as const },
  ];

  it('is sendable when the service can quote a pair from it', () => {
    const [sendable] = withSwapOrigins([usdt], usdtRoute, pairs);
    expect(sendable).toMatchObject({ symbol: 'USDT', available: true });
    expect(sendable).not.toHaveProperty('reason');
  });

  it('stays unavailable, with its reason, when the route itself is closed', () => {
    const closed = { ...usdtRoute, status: 'unavailable' } as CapabilityRoute;
    expect(withSwapOrigins([usdt], closed, pairs)[0]).toMatchObject({ available: false });
  });

  it('never takes the native coin for its counterpart, though both have the zero address', () => {
    const options = receiveOptions(usdt, pairs, [], [42161, 8453]);
    expect(pickReceive(options, undefined, usdt)?.symbol).toBe('USDC');
    const eth = options.find((o) => o.symbol === 'ETH');
    expect(sendingAs(usdt, eth)?.output).toEqual(ethBase);
  });
});

describe('tokens to receive', () => {
  const pairs = [
    pair(usdcArbRef, daiBase, false),
    pair(usdcArbRef, wethBase),
    pair(usdcArbRef, usdcBaseRef),
  ];

  it('lists the same asset first, then what can be quoted, then the rest with their reason', () => {
    const options = receiveOptions(usdc, pairs, [], [42161, 8453]);
    expect(options.map((o) => [o.symbol, o.available, o.reason?.label.id])).toEqual([
      ['USDC', true, undefined],
      ['WETH', true, undefined],
      ['DAI', false, 'bridge.reason.swapQuoteUnavailable'],
    ]);
  });

  it('picks the URL’s token (even unavailable, so the page says why), else the same asset', () => {
    const options = receiveOptions(usdc, pairs, [], [42161, 8453]);
    expect(pickReceive(options, 'weth', usdc)?.symbol).toBe('WETH');
    expect(pickReceive(options, 'DAI', usdc)?.available).toBe(false);
    expect(pickReceive(options, undefined, usdc)?.symbol).toBe('USDC');
  });

  it('falls back to the token’s own counterpart when the service lists no pairs', () => {
    const [only] = receiveOptions(usdc, [], [], [42161, 8453]);
    expect(only).toMatchObject({ symbol: 'USDC', output: usdcBaseRef, available: true });
  });

  it('sends the token with its output replaced by the one chosen', () => {
    const weth = receiveOptions(usdc, pairs, [], [42161, 8453]).find((o) => o.symbol === 'WETH');
    expect(sendingAs(usdc, weth)?.output).toEqual(wethBase);
    expect(sendingAs(usdc, weth)?.input).toEqual(usdcArbRef);
  });

  it('where only a gasless transfer is possible, lists swaps on arrival as unavailable, with why', () => {
    const options = withoutArrivalSwaps(receiveOptions(usdc, pairs, [], [42161, 8453]));
    expect(options.map((o) => [o.symbol, o.available])).toEqual([
      ['USDC', true],
      ['WETH', false],
      ['DAI', false],
    ]);
    expect(reasonLabel(intlIn(), options[1]!.reason!)).toBe(
      formatMessage('bridge.reason.arrivalSwap'),
    );
  });
});
