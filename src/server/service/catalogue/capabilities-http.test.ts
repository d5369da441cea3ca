// GET /v1/capabilities and ping over HTTP: every chain and route with reasons, filters, tokens
// with limits from world/pricing, and the v1 {code, message} errors.
import { describe, expect, it } from 'vitest';
import { CHAINS } from '../../../contract/chains';
import { endpoints } from '../../../contract/endpoints';
import { serviceForThisFile } from '../testing/harness';
import { USDC, expectFailure } from './testing/catalogue-helpers';

const svc = serviceForThisFile();

const caps = (
  query: { originChainId?: string; destinationChainId?: string; include?: 'tokens' } = {},
) => svc().client().call(endpoints.getCapabilities, { query });

describe('GET /v1/quotes/ping', () => {
  it('answers without a key', async () => {
    expect(await svc().client(null).call(endpoints.ping)).toEqual({
      ok: true,
      service: 'embedded',
    });
  });
});

describe('GET /v1/capabilities', () => {
  it('lists every chain, deprecated ones with a dated reason', async () => {
    const r = await caps();
    expect(r.chains.map((c) => c.chainId)).toEqual(CHAINS.map((c) => c.id));
    expect(r.chains.find((c) => c.chainId === 534352)).toMatchObject({
      status: 'unavailable',
      reason: {
        code: 'CHAIN_DEPRECATED',
        date: '2026-04-30',
        message: expect.stringContaining('30 April 2026'),
      },
    });
    expect(r.chains.find((c) => c.chainId === 81457)?.reason).toMatchObject({
      code: 'CHAIN_DEPRECATED',
      date: '2026-07-20',
    });
    expect(r.chains.find((c) => c.chainId === 8453)).toMatchObject({
      status: 'available',
      reason: null,
      explorerUrl: 'https://basescan.org',
    });
    expect(r.chains.find((c) => c.chainId === 143)?.reason?.code).toBe('ROUTE_NOT_ENABLED');
    expect(r.generatedAt).toBe(new Date(svc().clock.now()).toISOString().replace('.000', ''));
  });

  it('lists every ordered pair of chains with tokens, unavailable ones with reasons, no tokens by default', async () => {
    const r = await caps();
    const n = new Set(r.routes.map((x) => x.originChainId)).size;
    expect(r.routes).toHaveLength(n * n);
    expect(r.routes.every((x) => x.tokens === undefined)).toBe(true);
    const find = (o: number, d: number) =>
      r.routes.find((x) => x.originChainId === o && x.destinationChainId === d);
    expect(find(42161, 8453)).toMatchObject({ status: 'available', reason: null });
    expect(find(8453, 8453)?.reason?.code).toBe('SAME_CHAIN');
    expect(find(534352, 42161)?.reason).toMatchObject({
      code: 'CHAIN_DEPRECATED',
      date: '2026-04-30',
    });
    expect(find(1337, 10)?.reason?.code).toBe('ROUTE_NOT_ENABLED');
  });

  it('filters routes and includes tokens with limits from the pricing model', async () => {
    const r = await caps({
      originChainId: '42161',
      destinationChainId: '8453',
      include: 'tokens',
    });
    expect(r.routes).toHaveLength(1);
    const usdc = r.routes[0]?.tokens?.find((x) => x.symbol === 'USDC');
    expect(usdc).toMatchObject({
      name: 'USD Coin',
      priceUsd: '0.99985',
      input: { chainId: 42161, address: USDC.arbitrum, decimals: 6, symbol: 'USDC' },
      output: { chainId: 8453, address: USDC.base, decimals: 6, symbol: 'USDC' },
      status: 'available',
      reason: null,
      // $1 and $5,000,000 at USDC's 0.99985, rounded up to the base unit: the fill's gas on
      // Base (2 cents, twice over) is below $1.
      limits: { minInputAmount: '1000151', maxInputAmount: '5000750112517' },
    });
    // To Ethereum the fill's gas (85 cents = 0.850128 USDC) twice over is above $1.
    const toEthereum = await caps({
      originChainId: '42161',
      destinationChainId: '1',
      include: 'tokens',
    });
    expect(toEthereum.routes[0]?.tokens?.find((x) => x.symbol === 'USDC')?.limits).toEqual({
      minInputAmount: '1700256',
      maxInputAmount: '5000750112517',
    });
    const fromOrigin = await caps({ originChainId: '1' });
    expect(fromOrigin.routes.every((x) => x.originChainId === 1)).toBe(true);
  });

  it('keeps unavailable tokens with a reason and closed ("0") limits', async () => {
    const r = await caps({ originChainId: '1', destinationChainId: '56', include: 'tokens' });
    const tokens = r.routes[0]?.tokens ?? [];
    expect(tokens.find((x) => x.symbol === 'USDT')).toMatchObject({
      status: 'unavailable',
      reason: { code: 'LIQUIDITY_PAUSED' },
      limits: { minInputAmount: '0', maxInputAmount: '0' },
    });
    expect(tokens.find((x) => x.symbol === 'WETH')).toMatchObject({
      status: 'unavailable',
      reason: { code: 'TOKEN_NOT_ON_DESTINATION' },
      output: { chainId: 56 },
    });
  });

  it('refuses an unknown chain (INVALID_REQUEST naming the field) and unknown parameters', async () => {
    await expectFailure(caps({ originChainId: '31337' }), {
      status: 400,
      code: 'INVALID_REQUEST',
      param: 'originChainId',
    });
    const res = await svc().fetch('/v1/capabilities?chain=1');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_REQUEST', field: 'chain' });
  });

  it('needs a key (401 UNAUTHORIZED)', async () => {
    await expectFailure(svc().client(null).call(endpoints.getCapabilities, {}), {
      status: 401,
      code: 'UNAUTHORIZED',
    });
    await expectFailure(svc().client('sk_wrong').call(endpoints.getCapabilities, {}), {
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });
});
