// One pricing model everywhere: the same route and amount give the same limits, fees, output
// and fill time in /v1/capabilities, /limits, /suggested-fees and /swap/approval.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { serviceForThisFile } from '../testing/harness';
import {
  DEPOSITOR,
  INTEGRATOR,
  USDC,
  USDC_BNB,
  WETH,
  expectFailure,
} from './testing/catalogue-helpers';

const svc = serviceForThisFile();

interface Case {
  name: string;
  origin: number;
  destination: number;
  input: string;
  output: string;
  amount: string;
  outputDecimals: number;
}
const cases: Case[] = [
  {
    name: 'USDC Arbitrum → Base',
    origin: 42161,
    destination: 8453,
    input: USDC.arbitrum,
    output: USDC.base,
    amount: '25000000',
    outputDecimals: 6,
  },
  {
    name: 'USDC Base → BNB (6 → 18)',
    origin: 8453,
    destination: 56,
    input: USDC.base,
    output: USDC_BNB,
    amount: '10000000',
    outputDecimals: 18,
  },
  {
    name: 'WETH Arbitrum → Optimism',
    origin: 42161,
    destination: 10,
    input: WETH.arbitrum,
    output: WETH.optimism,
    amount: '500000000000000000',
    outputDecimals: 18,
  },
];

describe.each(cases)('$name', (c) => {
  const route = {
    originChainId: String(c.origin),
    destinationChainId: String(c.destination),
    inputToken: c.input,
    outputToken: c.output,
    integratorId: INTEGRATOR,
  };
  const approval = (amount: string) =>
    svc()
      .client()
      .call(endpoints.getSwapApproval, { query: { ...route, amount, depositor: DEPOSITOR } });

  it('agrees on limits, fees, output and fill time', async () => {
    const client = svc().client();
    const [caps, limits, fees, swap] = await Promise.all([
      client.call(endpoints.getCapabilities, {
        query: {
          originChainId: String(c.origin),
          destinationChainId: String(c.destination),
          include: 'tokens',
        },
      }),
      client.call(endpoints.getLimits, {
        query: { ...route, amount: c.amount, allowUnmatchedDecimals: 'true' },
      }),
      client.call(endpoints.getSuggestedFees, {
        query: { ...route, amount: c.amount, allowUnmatchedDecimals: 'true' },
      }),
      approval(c.amount),
    ]);
    const token = caps.routes[0]?.tokens?.find((x) => x.input.address === c.input);
    expect(token?.output).toMatchObject({ address: c.output, decimals: c.outputDecimals });
    expect(token?.limits).toEqual({
      minInputAmount: limits.minDeposit,
      maxInputAmount: limits.maxDeposit,
    });
    expect(fees.limits).toMatchObject({
      minDeposit: limits.minDeposit,
      maxDeposit: limits.maxDeposit,
    });

    expect(swap.expectedOutputAmount).toBe(fees.outputAmount);
    expect(swap.fees!.total.amount).toBe(fees.totalRelayFee.total);
    expect(swap.fees!.total.pct).toBe(fees.totalRelayFee.pct);
    expect(swap.expectedFillTime).toBe(fees.estimatedFillTimeSec);
    expect(limits.relayerFeeDetails?.capitalFeeTotal).toBe(fees.capitalFeeTotal);
    expect(limits.relayerFeeDetails?.gasFeeTotal).toBe(fees.relayGasFeeTotal);
    expect(limits.gasFeeDetails?.tokenGasCost).toBe(fees.relayGasFeeTotal);

    const scale = 10n ** BigInt(c.outputDecimals - (c.input === USDC.base ? 6 : c.outputDecimals));
    expect(BigInt(fees.outputAmount)).toBe(
      (BigInt(c.amount) - BigInt(fees.totalRelayFee.total)) * scale,
    );
  });

  it('enforces the advertised bounds exactly', async () => {
    const limits = await svc()
      .client()
      .call(endpoints.getLimits, { query: { ...route, allowUnmatchedDecimals: 'true' } });
    const min = BigInt(limits.minDeposit);
    const max = BigInt(limits.maxDeposit);
    await expect(approval(min.toString())).resolves.toBeTruthy();
    await expect(approval(max.toString())).resolves.toBeTruthy();
    await expectFailure(approval((min - 1n).toString()), { status: 400, code: 'AMOUNT_TOO_LOW' });
    await expectFailure(approval((max + 1n).toString()), {
      status: 400,
      code: 'AMOUNT_TOO_HIGH',
    });
  });
});
