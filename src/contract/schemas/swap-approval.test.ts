import { describe, expect, it } from 'vitest';
import {
  swapApprovalBodyFixture,
  swapApprovalFixture,
  swapApprovalQueryFixture,
  swapApprovalSwapFixture,
} from '../testing/swap-approval';
import { issuePaths } from '../primitives';
import { swapApprovalBody, swapApprovalQuery, swapApprovalResponse } from './swap-approval';

describe('swap approval response', () => {
  it('accepts maxTotal (older docs) and exposes it as totalMax', () => {
    const q = swapApprovalResponse.parse(swapApprovalFixture);
    expect(q.fees!.totalMax?.amount).toBe('12488');
    expect(q.fees).not.toHaveProperty('maxTotal');
    expect(q.fees).toHaveProperty('originGas'); // unknown fee lines are kept
  });

  it('accepts totalMax as sent today', () => {
    const { maxTotal, ...fees } = swapApprovalFixture.fees;
    const q = swapApprovalResponse.parse({
      ...swapApprovalFixture,
      fees: { ...fees, totalMax: maxTotal },
    });
    expect(q.fees!.totalMax?.pct).toBe('499520000000000');
  });

  it('normalises JSON-number allowance and balance checks to digit strings', () => {
    const q = swapApprovalResponse.parse(swapApprovalFixture);
    expect(q.checks.allowance).toMatchObject({ actual: '0', expected: '25000000' });
    expect(q.checks.balance).toMatchObject({ actual: '183002311', expected: '25000000' });
    expect(BigInt(q.checks.allowance.actual) < BigInt(q.checks.allowance.expected)).toBe(true);
  });

  it('maps an unknown crossSwapType to "unknown" and keeps the request id', () => {
    const q = swapApprovalResponse.parse({
      ...swapApprovalFixture,
      crossSwapType: 'anyToAnyIndirect',
    });
    expect(q.crossSwapType).toBe('unknown');
    expect(q.id).toBe(swapApprovalFixture.id);
  });

  it('rejects a quote without fees.total', () => {
    const r = swapApprovalResponse.safeParse({ ...swapApprovalFixture, fees: {} });
    expect(issuePaths(r.error!.issues)).toContain('fees.total');
  });
});

describe('swap approval query', () => {
  it('parses query strings into values', () => {
    const q = swapApprovalQuery.parse({
      ...swapApprovalQueryFixture,
      slippage: '0.01',
      refundOnOrigin: 'true',
    });
    expect(q).toMatchObject({
      originChainId: 42161,
      destinationChainId: 8453,
      slippage: 0.01,
      refundOnOrigin: true,
    });
  });

  it.each([
    ['slippage', '0.51'],
    ['slippage', '-0.1'],
    ['refundOnOrigin', '1'],
    ['tradeType', 'exactinput'],
    ['amount', '1.0'],
    ['integratorId', '0xdeadbeef'],
  ])('rejects %s=%s and names it', (field, value) => {
    const r = swapApprovalQuery.safeParse({ ...swapApprovalQueryFixture, [field]: value });
    expect(issuePaths(r.error!.issues)).toContain(field);
  });
});

describe('swap approval body', () => {
  it('accepts nested ABI argument values', () => {
    const action = { ...swapApprovalBodyFixture.actions[0]!, args: [{ value: [['1', '2'], '3'] }] };
    expect(swapApprovalBody.safeParse({ actions: [action] }).success).toBe(true);
  });

  it('names a misspelled field inside an action', () => {
    const { isNativeTransfer, ...rest } = swapApprovalBodyFixture.actions[0]!;
    const r = swapApprovalBody.safeParse({
      actions: [{ ...rest, isNativeTransfr: isNativeTransfer }],
    });
    // isNativeTransfer itself defaults to false, so only the misspelling is wrong.
    expect(issuePaths(r.error!.issues)).toEqual(['actions.0.isNativeTransfr']);
  });

  it('fills the real defaults of an action: no value, no args, not a native transfer', () => {
    const parsed = swapApprovalBody.parse({
      actions: [
        {
          target: swapApprovalBodyFixture.actions[0]!.target,
          functionSignature: 'function ping()',
        },
      ],
    });
    expect(parsed.actions[0]).toMatchObject({
      args: [],
      value: '0',
      isNativeTransfer: false,
      populateCallValueDynamically: false,
    });
  });

  it('refuses a native transfer that also names a call, and a call without a signature', () => {
    const target = swapApprovalBodyFixture.actions[0]!.target;
    const native = swapApprovalBody.safeParse({
      actions: [{ target, isNativeTransfer: true, functionSignature: 'function ping()' }],
    });
    expect(issuePaths(native.error!.issues)).toEqual(['actions.0.functionSignature']);
    const bare = swapApprovalBody.safeParse({ actions: [{ target }] });
    expect(issuePaths(bare.error!.issues)).toEqual(['actions.0.functionSignature']);
  });

  it('reads the real quote parameters: repeated sources, app fee, flags', () => {
    const q = swapApprovalQuery.parse({
      ...swapApprovalQueryFixture,
      includeSources: ['uniswap_v3', 'curve'],
      appFee: '0.001',
      appFeeRecipient: swapApprovalQueryFixture.depositor,
      skipOriginTxEstimation: 'true',
      strictTradeType: 'false',
      slippage: 'auto',
      someFutureParameter: 'x',
    });
    expect(q).toMatchObject({
      includeSources: ['uniswap_v3', 'curve'],
      appFee: 0.001,
      skipOriginTxEstimation: true,
      strictTradeType: false,
    });
    expect(q).not.toHaveProperty('someFutureParameter');
    const one = swapApprovalQuery.parse({ ...swapApprovalQueryFixture, excludeSources: 'curve' });
    expect(one.excludeSources).toEqual(['curve']);
  });

  it.each([
    ['slippage', '0.6'],
    ['appFee', '1.5'],
    ['skipChecks', 'yes'],
    ['routingPreference', 'fastest'],
    ['tradeType', 'exact'],
  ])('refuses a wrong %s by name', (field, value) => {
    const r = swapApprovalQuery.safeParse({ ...swapApprovalQueryFixture, [field]: value });
    expect(issuePaths(r.error!.issues)).toEqual([field]);
  });
});

describe('swap approval responds in the live shape', () => {
  it('keeps the breakdowns, the swap legs and originGas, and reads totalMax or maxTotal', () => {
    const live = swapApprovalResponse.parse(swapApprovalSwapFixture);
    expect(live.fees!.totalMax?.details?.type).toBe('max-total-breakdown');
    expect(live.fees!.originGas?.token?.symbol).toBe('ETH');
    expect(live.steps.destinationSwap?.swapProvider?.sources).toEqual(['aerodrome_slipstream']);
    expect(live.steps.bridge.fees).toMatchObject({ details: { type: 'across' } });
    expect(swapApprovalResponse.parse(swapApprovalFixture).fees?.totalMax?.amount).toBe('12488');
  });

  it('still reads the older bridge fees, three lines without a total', () => {
    const line = swapApprovalSwapFixture.steps.bridge.fees.details.lp;
    const older = {
      ...swapApprovalSwapFixture,
      steps: {
        bridge: { ...swapApprovalFixture.steps.bridge, fees: { lp: line, relayerCapital: line } },
      },
    };
    expect(swapApprovalResponse.safeParse(older).success).toBe(true);
  });
});
