// GET /swap/approval refusals over HTTP: amounts outside the limits (stating them), unknown
// tokens, other assets, unknown or deprecated chains, non-EVM addresses, bad slippage.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { SwapApprovalQuery } from '../../../contract/schemas/swap-approval';
import { swapApprovalQueryFixture } from '../../../contract/testing/swap-approval';
import { serviceForThisFile } from '../testing/harness';
import { limits } from '../world/pricing';
import { findToken } from '../world/tokens';
import { USDC, WETH, WETH_SCROLL, expectFailure, rawGet } from './testing/catalogue-helpers';

const svc = serviceForThisFile();

/** 25 USDC Arbitrum → Base, exact input, auto slippage: each test changes what it is about. */
const base: SwapApprovalQuery = swapApprovalQueryFixture;
const get = (q: Partial<SwapApprovalQuery> = {}) =>
  svc()
    .client()
    .call(endpoints.getSwapApproval, { query: { ...base, ...q } });
const token = (chainId: number, address: string) => findToken(chainId, address)!;

describe('GET /swap/approval refusals', () => {
  it('refuses amounts outside the limits, stating the limit', async () => {
    const maxUsdc = limits(token(42161, USDC.arbitrum), 8453).maxDeposit;
    await expectFailure(get({ amount: '1' }), {
      status: 400,
      code: 'AMOUNT_TOO_LOW',
      param: 'amount',
      message: /min\. deposit limit: \d+ \(/,
    });
    await expectFailure(get({ amount: '9000000000000' }), {
      status: 400,
      code: 'AMOUNT_TOO_HIGH',
      param: 'amount',
      message: new RegExp(`max\\. deposit limit: ${maxUsdc} \\(5,000,750\\.112517 USDC\\)`),
    });
  });

  it('refuses unknown tokens, assets no pool reaches and deprecated chains', async () => {
    const other = '0x2222222222222222222222222222222222222222';
    await expectFailure(get({ inputToken: other }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'inputToken',
    });
    await expectFailure(get({ outputToken: other }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'outputToken',
    });
    // Another asset is a swap; one the allowed sources hold no pool for cannot be quoted.
    await expectFailure(get({ outputToken: WETH.base, includeSources: 'pancakeswap_v3' }), {
      status: 400,
      code: 'SWAP_QUOTE_UNAVAILABLE',
      param: 'includeSources',
    });
    await expectFailure(get({ originChainId: '999999' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'originChainId',
    });
    await expectFailure(
      get({
        originChainId: '534352',
        inputToken: WETH_SCROLL,
        outputToken: WETH.arbitrum,
        destinationChainId: '42161',
        amount: '10000000000000000',
      }),
      {
        status: 400,
        code: 'ROUTE_NOT_ENABLED',
        message: /Scroll support ended on 30 April 2026/,
      },
    );
    await expectFailure(get({ depositor: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'depositor',
    });
    await expectFailure(get({ slippage: '0.7' }), {
      status: 400,
      code: 'INVALID_REQUEST',
      param: 'slippage',
    });
  });

  it('answers server-side validation in the legacy envelope', async () => {
    const q = { ...base, slippage: '0.7' } as Record<string, string>;
    const a = await rawGet(svc(), '/api/swap/approval', q);
    expect(a).toMatchObject({
      status: 400,
      body: { type: 'ServiceApiError', code: 'INVALID_PARAM', param: 'slippage' },
    });
  });
});
