// GET /suggested-fees over HTTP: the fee breakdown of world/pricing, the timestamp window, and
// the max amount stated in AMOUNT_TOO_HIGH.
import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { SuggestedFeesQuery } from '../../../contract/schemas/fees-limits';
import { serviceForThisFile } from '../testing/harness';
import { limits, price } from '../world/pricing';
import { spokePoolAddress } from '../world/spokes';
import {
  RECIPIENT,
  USDC,
  USDC_BNB,
  WETH,
  WETH_SCROLL,
  expectFailure,
  expectLegacyError,
  rawGet,
  usdcArb,
  usdcArbToBase,
  usdcBase,
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
    const p = price(usdcArb(), usdcBase(), 25_000_000n);
    const r = await getFees();
    expect(r).toMatchObject({
      estimatedFillTimeSec: p.fillTimeSec,
      capitalFeePct: p.relayerCapital.pct.toString(),
      capitalFeeTotal: p.relayerCapital.amount.toString(),
      relayGasFeeTotal: p.destinationGas.amount.toString(),
      relayFeeTotal: p.total.amount.toString(),
      lpFeePct: '0',
      lpFee: { pct: p.lp.pct.toString(), total: p.lp.amount.toString() },
      totalRelayFee: { pct: p.total.pct.toString(), total: p.total.amount.toString() },
      isAmountTooLow: false,
      exclusiveRelayer: zeroAddress,
      exclusivityDeadline: 0,
      spokePoolAddress: spokePoolAddress(42161),
      destinationSpokePoolAddress: spokePoolAddress(8453),
      outputAmount: p.outputAmount.toString(),
      fillDeadline: String(nowSec() + 4 * 3600),
      timestamp: String(nowSec() - (nowSec() % 12)),
      inputToken: { address: USDC.arbitrum, symbol: 'USDC', decimals: 6, chainId: 42161 },
      outputToken: { address: USDC.base, symbol: 'USDC', decimals: 6, chainId: 8453 },
      limits: { maxDeposit: p.limits.maxDeposit.toString() },
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
    expect(BigInt(r.outputAmount)).toBe((10_000_000n - BigInt(r.totalRelayFee.total)) * 10n ** 12n);
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
    const max = limits(usdcArb(), 8453).maxDeposit;
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
