import { describe, expect, it } from 'vitest';
import { swapChainsFixture, swapSourcesFixture, swapTokensFixture } from '../testing/legacy-swap';
import { issuePaths } from '../primitives';
import {
  swapChainsResponse,
  swapSourcesQuery,
  swapSourcesResponse,
  swapTokensQuery,
  swapTokensResponse,
} from './legacy-swap';

describe('swap tokens', () => {
  it('accepts priceUsd null (native token) and keeps decimals per chain', () => {
    const tokens = swapTokensResponse.parse(swapTokensFixture);
    expect(tokens.find((t) => t.symbol === 'ETH')?.priceUsd).toBeNull();
    expect(tokens.filter((t) => t.symbol === 'USDC').map((t) => [t.chainId, t.decimals])).toEqual([
      [1, 6],
      [56, 18],
    ]);
  });

  it('accepts a numeric-string chain id and keeps unknown fields', () => {
    const [t] = swapTokensResponse.parse([
      { ...swapTokensFixture[0], chainId: '1', isNative: false },
    ]);
    expect(t).toMatchObject({ chainId: 1, isNative: false });
  });

  it.each([
    [{ chainId: '8453' }, true],
    [{ chainId: '-1' }, false],
    [{ chainId: ['8453', '10'] }, true],
    [{ chainId: ['8453', 'x'] }, false],
    [{ chainid: '8453' }, true],
  ])('query %j → %s', (q, ok) => {
    expect(swapTokensQuery.safeParse(q).success).toBe(ok);
  });

  it('reads a repeated chainId as a list and ignores an unknown key', () => {
    expect(swapTokensQuery.parse({ chainId: '8453' })).toEqual({ chainId: [8453] });
    expect(swapTokensQuery.parse({ chainId: ['8453', '10'] })).toEqual({ chainId: [8453, 10] });
    expect(swapTokensQuery.parse({ chainid: '8453' })).toEqual({});
  });

  it('names a wrong chainId', () => {
    const r = swapTokensQuery.safeParse({ chainId: '-1' });
    expect(issuePaths(r.error!.issues)).toEqual(['chainId']);
  });
});

describe('swap chains and sources', () => {
  it('parses chains and sources', () => {
    expect(swapChainsResponse.parse(swapChainsFixture).map((c) => c.chainId)).toEqual([
      1, 42161, 8453,
    ]);
    expect(swapSourcesResponse.parse(swapSourcesFixture)).toContain('uniswap_v3');
  });

  it('rejects a chain without a name and a non-string source', () => {
    expect(swapChainsResponse.safeParse([{ chainId: 1 }]).success).toBe(false);
    expect(swapSourcesResponse.safeParse(['curve', null]).success).toBe(false);
    expect(swapSourcesQuery.parse({ chainId: '10' })).toEqual({ chainId: 10 });
  });
});
