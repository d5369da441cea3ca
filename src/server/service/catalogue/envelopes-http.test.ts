// The legacy envelope rules every catalogue endpoint shares: key, integratorId, unknown
// parameters, each answered as {type, code, status, message, param, id}.
import { describe, expect, it } from 'vitest';
import { serviceForThisFile } from '../testing/harness';
import {
  DEPOSITOR,
  INTEGRATOR,
  USDC,
  expectLegacyError,
  rawGet,
} from './testing/catalogue-helpers';

const svc = serviceForThisFile();

describe('legacy envelope rules on every catalogue endpoint', () => {
  const approval = {
    amount: '25000000',
    inputToken: USDC.arbitrum,
    outputToken: USDC.base,
    originChainId: '42161',
    destinationChainId: '8453',
    depositor: DEPOSITOR,
  };
  const { depositor: _d, ...fees } = approval;
  const cases: [string, Record<string, string>][] = [
    ['/api/swap/tokens', {}],
    ['/api/swap/chains', {}],
    ['/api/swap/sources', {}],
    [
      '/api/limits',
      {
        inputToken: USDC.arbitrum,
        outputToken: USDC.base,
        originChainId: '42161',
        destinationChainId: '8453',
      },
    ],
    ['/api/suggested-fees', fees],
    ['/api/swap/approval', approval],
  ];
  it.each(cases)('%s: 200 with a key and integratorId', async (path, query) => {
    const a = await rawGet(svc(), path, { ...query, integratorId: INTEGRATOR });
    expect(a.status).toBe(200);
  });
  it.each(cases)('%s: 401 without a key (no code)', async (path, query) => {
    expectLegacyError(await rawGet(svc(), path, { ...query, integratorId: INTEGRATOR }, null), {
      status: 401,
    });
  });
  it.each(cases)('%s: MISSING_PARAM without integratorId', async (path, query) => {
    expectLegacyError(await rawGet(svc(), path, query), {
      status: 400,
      code: 'MISSING_PARAM',
      param: 'integratorId',
    });
  });
  it.each(cases)('%s: INVALID_PARAM for a malformed integratorId', async (path, query) => {
    expectLegacyError(await rawGet(svc(), path, { ...query, integratorId: 'f00d' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'integratorId',
    });
  });
  it.each(cases)(
    '%s: an unknown parameter is ignored, as the real service reads legacy queries',
    async (path, query) => {
      const plain = await rawGet(svc(), path, { ...query, integratorId: INTEGRATOR });
      const extra = await rawGet(svc(), path, {
        ...query,
        integratorId: INTEGRATOR,
        chainID: '1',
        isNative: 'true',
      });
      expect(extra.status).toBe(200);
      const { id: _a, ...a } = plain.body as Record<string, unknown>;
      const { id: _b, ...b } = extra.body as Record<string, unknown>;
      expect(b).toEqual(a);
    },
  );
});
