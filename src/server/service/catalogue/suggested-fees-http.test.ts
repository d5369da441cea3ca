// GET /suggested-fees over HTTP: the fee breakdown of world/pricing, the timestamp window, and
// the max amount stated in AMOUNT_TOO_HIGH.
import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { SuggestedFeesQuery } from '../../../contract/schemas/fees-limits';
import { serviceForThisFile } from '../testing/harness';
import {
  RECIPIENT,
  USDC,
  USDC_BNB,
  WETH,
  WETH_SCROLL,
  expectFailure,
  expectLegacyError,
  rawGet,
  usdcArbToBase,
} from './testing/catalogue-helpers';

const svc = serviceForThisFile();

const nowSec = () => Math.floor(svc().clock.now() / 1000);

const pair = usdcArbToBase;
const fees: SuggestedFeesQuery = {
  ...pair,
  inputToken: USDC.arbitrum,
  outputToken: USDC.base,
  amount: '25000000',
};
const getFees = (q: Partial<SuggestedFeesQuery> = {}) =>
  svc()
    .client()
    .call(endpoints.getSuggestedFees, { query: { ...fees, ...q } });

describe('GET /suggested-fees', () => {
  it('answers the fee breakdown of the pricing model', async () => {
    const r = await getFees();
    // 25 USDC from Arbitrum to Base: LP 0.01 % (0.0025 USDC), relayer capital 0.03 % (0.0075),
    // the fill's gas on Base 2 cents at USDC's 0.99985, rounded up to the base unit (0.020004);
    // 0.030004 in all, 1.20016 % of the amount. Percentages are scaled by 1e18.
    expect(r).toMatchObject({
      estimatedFillTimeSec: 3,
      capitalFeePct: '300000000000000',
      capitalFeeTotal: '7500',
      relayGasFeePct: '800160000000000',
      relayGasFeeTotal: '20004',
      relayFeePct: '1200160000000000',
      relayFeeTotal: '30004',
      lpFeePct: '0',
      lpFee: { pct: '100000000000000', total: '2500' },
      relayerCapitalFee: { pct: '300000000000000', total: '7500' },
      relayerGasFee: { pct: '800160000000000', total: '20004' },
      totalRelayFee: { pct: '1200160000000000', total: '30004' },
      isAmountTooLow: false,
      exclusiveRelayer: zeroAddress,
      exclusivityDeadline: 0,
      // The protocol's spoke pools on Arbitrum and Base.
      spokePoolAddress: '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A',
      destinationSpokePoolAddress: '0x09aea4b2242abC8bb4BB78D537A67a245A7bEC64',
      outputAmount: '24969996',
      fillDeadline: String(nowSec() + 4 * 3600),
      timestamp: String(nowSec() - (nowSec() % 12)),
      inputToken: { address: USDC.arbitrum, symbol: 'USDC', decimals: 6, chainId: 42161 },
      outputToken: { address: USDC.base, symbol: 'USDC', decimals: 6, chainId: 8453 },
      // $1 and $5,000,000 at USDC's 0.99985, rounded up to the base unit.
      limits: { minDeposit: '1000151', maxDeposit: '5000750112517' },
    });
    expect(BigInt(r.capitalFeeTotal) + BigInt(r.relayGasFeeTotal) + BigInt(r.lpFee.total)).toBe(
      BigInt(r.totalRelayFee.total),
    );
    expect(BigInt(r.quoteBlock)).toBeGreaterThan(0n);
    expect(typeof r.id).toBe('string');
  });

  it('converts 6 → 18 decimals when allowed', async () => {
    const r = await getFees({
      outputToken: USDC_BNB,
      destinationChainId: '56',
      allowUnmatchedDecimals: 'true',
      amount: '10000000',
    });
    // 10 USDC less LP 0.001, capital 0.003 and the fill's gas on BNB Chain (4 cents, 0.040007):
    // 9.955993 USDC, written in 18 decimals.
    expect(r.totalRelayFee.total).toBe('44007');
    expect(r.outputAmount).toBe('9955993000000000000');
    await expectFailure(getFees({ outputToken: USDC_BNB, destinationChainId: '56' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'allowUnmatchedDecimals',
    });
  });

  it('takes a recent timestamp, refuses a future or stale one', async () => {
    const r = await getFees({ timestamp: String(nowSec() - 120) });
    expect(r.timestamp).toBe(String(nowSec() - 120));
    await expectFailure(getFees({ timestamp: String(nowSec() + 60) }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'timestamp',
      message: /future/,
    });
    await expectFailure(getFees({ timestamp: String(nowSec() - 601) }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'timestamp',
    });
  });

  it('refuses a low amount unless skipAmountLimit, and a high one, stating the limit', async () => {
    await expectFailure(getFees({ amount: '1000' }), {
      status: 400,
      code: 'AMOUNT_TOO_LOW',
      param: 'amount',
      message: /too low relative to fees/,
    });
    expect((await getFees({ amount: '1000', skipAmountLimit: 'true' })).isAmountTooLow).toBe(true);
    expect((await getFees({ amount: '25000000' })).isAmountTooLow).toBe(false);
    const max = 5_000_750_112_517n; // $5,000,000 at USDC's 0.99985, rounded up
    await expectFailure(getFees({ amount: (max + 1n).toString() }), {
      status: 400,
      code: 'AMOUNT_TOO_HIGH',
      param: 'amount',
      message: new RegExp(
        `^Amount exceeds max\\. deposit limit: ${max} \\(5,000,750\\.112517 USDC\\)$`,
      ),
    });
    await expect(getFees({ amount: max.toString() })).resolves.toBeTruthy();
  });

  it('quotes for a named relayer only when it holds enough of the output token', async () => {
    const relayer = '0x1111111111111111111111111111111111111111';
    await expect(getFees({ relayer })).resolves.toMatchObject({ isAmountTooLow: false });
    const res = await svc().fetch('/sandbox/balances', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: 8453, token: USDC.base, address: relayer, amount: '0' }),
    });
    expect(res.status).toBe(200);
    await expectFailure(getFees({ relayer }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'relayer',
      message: /doesn't have enough funds/,
    });
  });

  it('applies the /limits rules: recipient with message, deprecated chain', async () => {
    await expectFailure(getFees({ recipient: RECIPIENT, message: '0xabcd' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'recipient',
    });
    await expectFailure(
      getFees({
        inputToken: WETH_SCROLL,
        outputToken: WETH.arbitrum,
        originChainId: '534352',
        destinationChainId: '42161',
      }),
      { status: 400, code: 'ROUTE_NOT_ENABLED', message: /30 April 2026/ },
    );
  });

  it('answers errors in the legacy envelope', async () => {
    const q = { ...fees, timestamp: String(nowSec() + 3600) } as Record<string, string>;
    expectLegacyError(await rawGet(svc(), '/api/suggested-fees', q), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'timestamp',
    });
  });
});
