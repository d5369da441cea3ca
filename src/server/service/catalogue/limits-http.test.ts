// GET /limits over HTTP: token forms, decimals, recipient with message, deprecation, and
// figures that match world/pricing.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { LimitsQuery } from '../../../contract/schemas/fees-limits';
import { serviceForThisFile } from '../testing/harness';
import { limits, price } from '../world/pricing';
import {
  CONTRACT_RECIPIENT,
  RECIPIENT,
  USDC,
  USDC_BNB,
  WETH,
  WETH_SCROLL,
  expectFailure,
  rawGet,
  usdcArb,
  usdcArbToBase,
  usdcBase,
} from './testing/catalogue-helpers';

const svc = serviceForThisFile();

const pair = usdcArbToBase;
const getLimits = (q: Partial<LimitsQuery> = {}) =>
  svc()
    .client()
    .call(endpoints.getLimits, { query: { ...pair, ...q } });

describe('GET /limits', () => {
  it('answers the route limits and fee details of the pricing model, without an id', async () => {
    const l = limits(usdcArb(), 8453);
    const p = price(usdcArb(), usdcBase(), 25_000_000n);
    const r = await getLimits({ amount: '25000000' });
    expect(r).toMatchObject({
      minDeposit: l.minDeposit.toString(),
      maxDeposit: l.maxDeposit.toString(),
      maxDepositInstant: l.maxDepositInstant.toString(),
      maxDepositShortDelay: l.maxDepositShortDelay.toString(),
      recommendedDepositInstant: l.recommendedDepositInstant.toString(),
      relayerFeeDetails: {
        relayFeeTotal: (p.relayerCapital.amount + p.destinationGas.amount).toString(),
        gasFeeTotal: p.destinationGas.amount.toString(),
        capitalFeeTotal: p.relayerCapital.amount.toString(),
        capitalFeePercent: p.relayerCapital.pct.toString(),
      },
      gasFeeDetails: { nativeGasCost: '98000', tokenGasCost: p.destinationGas.amount.toString() },
    });
    expect(BigInt(r.gasFeeDetails!.opStackL1GasCost!)).toBeGreaterThan(0n); // Base is OP-stack
    const raw = await rawGet(svc(), '/api/limits', pair as Record<string, string>);
    expect(raw.status).toBe(200);
    expect(raw.body.id).toBeUndefined();
  });

  it('accepts the older `token` form (the counterpart on the destination)', async () => {
    const { inputToken: _i, outputToken: _o, ...rest } = pair;
    const byToken = await svc()
      .client()
      .call(endpoints.getLimits, { query: { ...rest, token: USDC.arbitrum } });
    expect(byToken.maxDeposit).toBe((await getLimits()).maxDeposit);
    await expectFailure(
      svc()
        .client()
        .call(endpoints.getLimits, {
          query: { ...rest, token: '0x2222222222222222222222222222222222222222' },
        }),
      { status: 400, code: 'INVALID_PARAM', param: 'token' },
    );
  });

  it('MISSING_PARAM without a token or with half a pair', async () => {
    const { inputToken: _i, outputToken: _o, ...rest } = pair;
    await expectFailure(svc().client().call(endpoints.getLimits, { query: rest }), {
      status: 400,
      code: 'MISSING_PARAM',
    });
    await expectFailure(
      svc()
        .client()
        .call(endpoints.getLimits, { query: { ...rest, inputToken: USDC.arbitrum } }),
      {
        status: 400,
        code: 'MISSING_PARAM',
        param: 'outputToken',
      },
    );
  });

  it('INVALID_PARAM for tokens not on their chain, naming the parameter', async () => {
    await expectFailure(getLimits({ inputToken: USDC.base }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'inputToken',
    });
    await expectFailure(getLimits({ outputToken: USDC.arbitrum }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'outputToken',
    });
    await expectFailure(getLimits({ destinationChainId: '31337' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'destinationChainId',
    });
  });

  it('unmatched decimals need allowUnmatchedDecimals=true', async () => {
    const q = { outputToken: USDC_BNB, destinationChainId: '56' };
    await expectFailure(getLimits(q), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'allowUnmatchedDecimals',
    });
    const r = await getLimits({ ...q, allowUnmatchedDecimals: 'true' });
    expect(r.minDeposit).toBe(limits(usdcArb(), 56).minDeposit.toString());
  });

  it('an EOA recipient cannot take a message; a contract can', async () => {
    await expectFailure(getLimits({ recipient: RECIPIENT, message: '0x1234' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'recipient',
      message: /^Recipient must be a contract when a message is provided$/,
    });
    await expect(
      getLimits({ recipient: CONTRACT_RECIPIENT, message: '0x1234' }),
    ).resolves.toBeTruthy();
    await expect(getLimits({ recipient: RECIPIENT, message: '0x' })).resolves.toBeTruthy();
  });

  it('a deprecated chain is ROUTE_NOT_ENABLED with its date', async () => {
    await expectFailure(
      getLimits({
        inputToken: WETH_SCROLL,
        outputToken: WETH.arbitrum,
        originChainId: '534352',
        destinationChainId: '42161',
      }),
      {
        status: 400,
        code: 'ROUTE_NOT_ENABLED',
        message: /Scroll support ended on 30 April 2026/,
      },
    );
  });
});
