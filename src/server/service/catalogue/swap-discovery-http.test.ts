// /swap/tokens, /swap/chains, /swap/sources over HTTP.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { serviceForThisFile } from '../testing/harness';
import { INTEGRATOR, USDC_BNB, ZERO_ADDRESS } from './testing/catalogue-helpers';

const svc = serviceForThisFile();

const q = { integratorId: INTEGRATOR };

describe('GET /swap/tokens', () => {
  it('lists tokens of live chains with prices, native as the zero address', async () => {
    const all = await svc().client().call(endpoints.getSwapTokens, { query: q });
    expect(all.some((x) => x.chainId === 534352 || x.chainId === 81457)).toBe(false);
    expect(all.find((x) => x.chainId === 56 && x.address === USDC_BNB)).toMatchObject({
      decimals: 18,
      symbol: 'USDC',
      priceUsd: '0.99985',
    });
    expect(all.find((x) => x.chainId === 8453 && x.address === ZERO_ADDRESS)).toMatchObject({
      symbol: 'ETH',
      decimals: 18,
      priceUsd: '3150.42',
    });
    const base = await svc()
      .client()
      .call(endpoints.getSwapTokens, { query: { ...q, chainId: '8453' } });
    expect(base.length).toBeGreaterThan(0);
    expect(base.every((x) => x.chainId === 8453)).toBe(true);
    expect(
      await svc()
        .client()
        .call(endpoints.getSwapTokens, { query: { ...q, chainId: '534352' } }),
    ).toEqual([]);
  });
});

describe('GET /swap/chains', () => {
  it('lists live chains with tokens, never deprecated ones', async () => {
    const chains = await svc().client().call(endpoints.getSwapChains, { query: q });
    const ids = chains.map((c) => c.chainId);
    expect(ids).toEqual(expect.arrayContaining([1, 10, 56, 137, 8453, 42161]));
    expect(ids).not.toContain(534352);
    expect(ids).not.toContain(81457);
    expect(chains.find((c) => c.chainId === 42161)).toEqual({
      chainId: 42161,
      name: 'Arbitrum One',
      publicRpcUrl: 'https://arb1.arbitrum.io/rpc',
      explorerUrl: 'https://arbiscan.io',
      logoUrl: '/chains/42161.svg',
    });
  });
});

describe('GET /swap/sources', () => {
  it('answers a sorted list, per chain when asked', async () => {
    const all = await svc().client().call(endpoints.getSwapSources, { query: q });
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(all.length);
    const base = await svc()
      .client()
      .call(endpoints.getSwapSources, { query: { ...q, chainId: '8453' } });
    expect(base).toContain('aerodrome_v2');
    expect(base).not.toContain('pancakeswap_v3');
    expect(
      await svc()
        .client()
        .call(endpoints.getSwapSources, { query: { ...q, chainId: '534352' } }),
    ).toEqual([]);
  });
});
