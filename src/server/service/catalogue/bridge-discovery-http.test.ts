// GET /available-routes and GET /chains over HTTP: the bridge's routes and chains of the world
// in the real shapes, their filters, and bad input refused with the field named (never a 5xx).
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { SPOKE_POOL } from '../../../contract/testing/values';
import { serviceForThisFile } from '../testing/harness';
import { spokePoolAddress } from '../world/spokes';
import {
  expectLegacyError,
  INTEGRATOR,
  rawGet,
  USDC,
  USDT_BNB,
  WETH,
} from './testing/catalogue-helpers';

const svc = serviceForThisFile();
const q = { integratorId: INTEGRATOR };
const routes = (query: Record<string, string> = {}) =>
  svc()
    .client()
    .call(endpoints.getAvailableRoutes, { query: { ...q, ...query } });
const WETH_POLYGON = '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619';

describe('GET /available-routes', () => {
  it('lists the bridged tokens of live EVM chains; native ETH names WETH with isNative', async () => {
    const all = await routes();
    expect(all).toContainEqual({
      originChainId: 42161,
      originToken: USDC.arbitrum,
      destinationChainId: 8453,
      destinationToken: USDC.base,
      originTokenSymbol: 'USDC',
      destinationTokenSymbol: 'USDC',
      isNative: false,
    });
    expect(all).toContainEqual({
      originChainId: 42161,
      originToken: WETH.arbitrum,
      destinationChainId: 8453,
      destinationToken: WETH.base,
      originTokenSymbol: 'ETH',
      destinationTokenSymbol: 'ETH',
      isNative: true,
    });
    // Polygon has no native ETH: native ETH arrives as its WETH.
    expect(all).toContainEqual(
      expect.objectContaining({
        originChainId: 42161,
        originTokenSymbol: 'ETH',
        destinationChainId: 137,
        destinationToken: WETH_POLYGON,
        destinationTokenSymbol: 'WETH',
      }),
    );
    const symbols = new Set(all.flatMap((r) => [r.originTokenSymbol, r.destinationTokenSymbol]));
    expect([...symbols].sort()).toEqual(['ETH', 'USDC', 'USDT', 'WETH']); // DAI, WBTC: swaps only
    const chains = new Set(all.flatMap((r) => [r.originChainId, r.destinationChainId]));
    for (const gone of [1337, 534352, 81457]) expect(chains.has(gone)).toBe(false);
    expect(all.some((r) => r.originChainId === r.destinationChainId)).toBe(false);
    // Relayer liquidity for USDT on BNB Smart Chain is paused: it leaves, it does not arrive.
    expect(all.some((r) => r.destinationToken === USDT_BNB)).toBe(false);
    expect(all.some((r) => r.originToken === USDT_BNB)).toBe(true);
  });

  it('filters by chain, token address (any case) and symbol (any case)', async () => {
    const fromArbToBase = await routes({ originChainId: '42161', destinationChainId: '8453' });
    expect(fromArbToBase.map((r) => r.originTokenSymbol).sort()).toEqual(['ETH', 'USDC', 'WETH']);
    const byToken = await routes({ originToken: WETH.arbitrum.toLowerCase() });
    expect(new Set(byToken.map((r) => r.originTokenSymbol))).toEqual(new Set(['WETH', 'ETH']));
    const bySymbol = await routes({ originTokenSymbol: 'eth', destinationChainId: '10' });
    expect(bySymbol.length).toBeGreaterThan(0);
    expect(bySymbol.every((r) => r.isNative && r.destinationChainId === 10)).toBe(true);
    expect(await routes({ destinationToken: USDC.base, originChainId: '8453' })).toEqual([]);
  });

  it.each([
    ['originChainId', '1.5'],
    ['destinationChainId', '99999999999999999999'],
    ['originChainId', '0'],
    ['originToken', 'not-an-address'],
    ['destinationToken', `${USDC.base}\u0000`],
    ['originTokenSymbol', 'US\u0000DC'],
    ['destinationTokenSymbol', 'X'.repeat(33)],
  ])('refuses %s=%j with INVALID_PARAM naming it', async (param, value) => {
    const a = await rawGet(svc(), '/api/available-routes', { ...q, [param]: value });
    expectLegacyError(a, { status: 400, code: 'INVALID_PARAM', param });
    expect(a.body.message).toContain(param);
  });

  it('needs an integratorId and ignores a key it does not read, as the real service does', async () => {
    expectLegacyError(await rawGet(svc(), '/api/available-routes', {}), {
      status: 400,
      code: 'MISSING_PARAM',
      param: 'integratorId',
    });
    const a = await rawGet(svc(), '/api/available-routes', { ...q, colour: 'blue' });
    expect(a.status).toBe(200);
  });
});

describe('GET /chains', () => {
  const chains = (query: Record<string, string | string[]> = {}) => {
    const search = new URLSearchParams(q);
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
    return svc().fetch(`/api/chains?${search}`);
  };
  const list = async (query: Record<string, string | string[]> = {}) => {
    const res = await chains(query);
    expect(res.status).toBe(200);
    return endpoints.getChains.response.parse(await res.json());
  };

  it('lists the live EVM chains of /swap/chains with their spoke pools and bridge tokens', async () => {
    const all = await list();
    const swapChains = await svc().client().call(endpoints.getSwapChains, { query: q });
    expect(all.map((c) => c.chainId)).toEqual(
      swapChains.map((c) => c.chainId).filter((id) => id !== 1337),
    );
    for (const c of all) expect(c.spokePool).toBe(spokePoolAddress(c.chainId));
    const arbitrum = all.find((c) => c.chainId === 42161)!;
    expect(arbitrum).toMatchObject({
      name: 'Arbitrum One',
      publicRpcUrl: 'https://arb1.arbitrum.io/rpc',
      explorerUrl: 'https://arbiscan.io',
      logoUrl: '/chains/42161.svg',
      spokePool: SPOKE_POOL.arbitrum,
    });
    expect(arbitrum.inputTokens.map((t) => t.symbol)).toEqual(['USDC', 'WETH', 'ETH', 'USDT']);
    expect(arbitrum.inputTokens.find((t) => t.symbol === 'ETH')).toEqual({
      address: WETH.arbitrum,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      logoUrl: '/tokens/eth.svg',
    });
    // USDT leaves BNB Smart Chain but does not arrive there (paused liquidity); 18 decimals there.
    const bnb = all.find((c) => c.chainId === 56)!;
    expect(bnb.inputTokens.map((t) => [t.symbol, t.decimals])).toEqual([
      ['USDC', 18],
      ['USDT', 18],
    ]);
    expect(bnb.outputTokens.map((t) => t.symbol)).toEqual(['USDC']);
  });

  it('filters by chainId (one or a repeated key), token symbol, and omits tokens on request', async () => {
    expect((await list({ chainId: '42161' })).map((c) => c.chainId)).toEqual([42161]);
    const two = await list({ chainId: ['42161', '8453'] });
    expect(two.map((c) => c.chainId)).toEqual([8453, 42161]); // in catalogue order
    const withUsdt = await list({ inputTokenSymbol: 'usdt' });
    expect(withUsdt.map((c) => c.chainId)).not.toContain(8453);
    expect(withUsdt.every((c) => c.inputTokens.some((t) => t.symbol === 'USDT'))).toBe(true);
    expect((await list({ outputTokenSymbol: 'USDT' })).map((c) => c.chainId)).not.toContain(56);
    const bare = await list({ omitTokens: 'true', chainId: '10' });
    expect(bare).toMatchObject([{ chainId: 10, inputTokens: [], outputTokens: [] }]);
  });

  it.each([
    ['chainId', '0'],
    ['chainId', '1.5'],
    ['chainId', '99999999999999999999'],
    ['omitTokens', 'yes'],
    ['inputTokenSymbol', 'U\u0000SDT'],
  ])('refuses %s=%j with INVALID_PARAM naming it', async (param, value) => {
    const res = await chains({ [param]: value });
    const a = { status: res.status, body: (await res.json()) as Record<string, unknown> };
    expectLegacyError(a, { status: 400, code: 'INVALID_PARAM', param });
  });
});
