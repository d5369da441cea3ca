// GET /swap/approval over HTTP: figures from world/pricing, real calldata, checks from the
// ledger, exact input and output, native value and 6 → 18 decimals.
import { describe, expect, it } from 'vitest';
import { decodeFunctionData, erc20Abi, pad } from 'viem';
import { endpoints } from '../../../contract/endpoints';
import type { SwapApprovalQuery } from '../../../contract/schemas/swap-approval';
import { defaultBalance, setBalance } from '../ledger';
import { swapApprovalQueryFixture } from '../../../contract/testing/swap-approval';
import { serviceForThisFile } from '../testing/harness';
import { price } from '../world/pricing';
import { decodeDepositIntent } from '../../../contract/periphery-calls';
import { peripheryAddress, spokePoolAddress } from '../world/spokes';
import { findToken } from '../world/tokens';
import { spokePoolAbi } from './deposit-calldata';
import {
  DEPOSITOR,
  RECIPIENT,
  USDC,
  USDC_BNB,
  WETH,
  ZERO_ADDRESS,
} from './testing/catalogue-helpers';

const svc = serviceForThisFile();

/** 25 USDC Arbitrum → Base, exact input, auto slippage: each test changes what it is about. */
const base: SwapApprovalQuery = swapApprovalQueryFixture;
const get = (q: Partial<SwapApprovalQuery> = {}) =>
  svc()
    .client()
    .call(endpoints.getSwapApproval, { query: { ...base, ...q } });
const token = (chainId: number, address: string) => findToken(chainId, address)!;
const word = (a: string) => pad(a.toLowerCase() as `0x${string}`, { size: 32 });
const nowSec = () => Math.floor(svc().clock.now() / 1000);

describe('GET /swap/approval', () => {
  it('quotes exact input with the pricing model, an approval and a real deposit', async () => {
    const r = await get();
    const p = price(token(42161, USDC.arbitrum), token(8453, USDC.base), 25_000_000n);
    expect(r).toMatchObject({
      crossSwapType: 'bridgeableToBridgeable',
      amountType: 'exactInput',
      inputAmount: '25000000',
      maxInputAmount: '25000000',
      expectedOutputAmount: p.outputAmount.toString(),
      minOutputAmount: p.outputAmount.toString(),
      expectedFillTime: p.fillTimeSec,
      inputToken: { chainId: 42161, address: USDC.arbitrum, decimals: 6, symbol: 'USDC' },
      outputToken: { chainId: 8453, address: USDC.base, decimals: 6, symbol: 'USDC' },
      refundToken: { chainId: 42161, address: USDC.arbitrum },
      quoteExpiryTimestamp: nowSec() + 300,
    });
    expect(r.fees!.total).toMatchObject({
      amount: p.total.amount.toString(),
      pct: p.total.pct.toString(),
    });
    expect(r.fees!.totalMax?.amount).toBe(r.fees!.total.amount);
    expect(BigInt(r.fees!.total.amount) + BigInt(r.expectedOutputAmount)).toBe(25_000_000n);
    expect(typeof r.id).toBe('string');

    const spoke = spokePoolAddress(42161);
    expect(r.checks.allowance).toEqual({
      token: USDC.arbitrum,
      spender: spoke,
      actual: '0',
      expected: '25000000',
    });
    expect(r.checks.balance.actual).toBe(defaultBalance(42161, USDC.arbitrum).toString());
    const approve = decodeFunctionData({
      abi: erc20Abi,
      data: r.approvalTxns![0]!.data as `0x${string}`,
    });
    expect(approve.functionName).toBe('approve');
    expect(approve.args).toEqual([spoke, 25_000_000n]);
    expect(r.approvalTxns![0]).toMatchObject({ chainId: 42161, to: USDC.arbitrum });

    expect(r.swapTx).toMatchObject({ chainId: 42161, to: spoke, ecosystem: 'evm' });
    expect(r.swapTx!.value).toBeUndefined();
    const dep = decodeFunctionData({ abi: spokePoolAbi, data: r.swapTx!.data as `0x${string}` });
    expect(dep.args).toEqual([
      word(DEPOSITOR),
      word(RECIPIENT),
      word(USDC.arbitrum),
      word(USDC.base),
      25_000_000n,
      p.outputAmount,
      8453n,
      word(ZERO_ADDRESS),
      nowSec() - (nowSec() % 12),
      nowSec() + 4 * 3600,
      0,
      '0x',
    ]);
  });

  it('sends native ETH as value to the periphery’s depositNative, with no approval, depositing the wrapped token', async () => {
    const r = await get({
      inputToken: ZERO_ADDRESS,
      outputToken: ZERO_ADDRESS,
      amount: '10000000000000000',
    });
    expect(r.approvalTxns).toBeUndefined();
    expect(r.checks.allowance.actual).toBe(((1n << 256n) - 1n).toString());
    expect(r.swapTx!.value).toBe('10000000000000000');
    expect(r.swapTx!.to).toBe(peripheryAddress(42161));
    const decoded = decodeDepositIntent(r.swapTx!.data as `0x${string}`);
    if (!decoded.ok) throw new Error(`not a deposit: ${decoded.reason}`);
    expect(decoded.intent).toMatchObject({
      functionName: 'depositNative',
      contract: 'periphery',
      spokePool: spokePoolAddress(42161).toLowerCase(),
      depositor: DEPOSITOR.toLowerCase(),
      inputToken: WETH.arbitrum.toLowerCase(),
      outputToken: WETH.base.toLowerCase(),
      inputAmount: 10_000_000_000_000_000n,
      message: '0x',
    });
  });

  it('exactOutput and minOutput find the smallest input that delivers the amount', async () => {
    for (const tradeType of ['exactOutput', 'minOutput'] as const) {
      const r = await get({ tradeType, amount: '50000000' });
      expect(r.amountType).toBe(tradeType);
      expect(r.minOutputAmount).toBe('50000000');
      expect(BigInt(r.expectedOutputAmount)).toBeGreaterThanOrEqual(50_000_000n);
      const less = price(
        token(42161, USDC.arbitrum),
        token(8453, USDC.base),
        BigInt(r.inputAmount) - 1n,
      );
      expect(less.outputAmount).toBeLessThan(50_000_000n);
    }
  });

  it('converts 6 → 18 decimals (USDC Base → BNB Smart Chain)', async () => {
    const r = await get({
      inputToken: USDC.base,
      outputToken: USDC_BNB,
      originChainId: '8453',
      destinationChainId: '56',
      amount: '10000000',
    });
    expect(r.outputToken.decimals).toBe(18);
    expect(BigInt(r.expectedOutputAmount)).toBe(
      (10_000_000n - BigInt(r.fees!.total.amount)) * 10n ** 12n,
    );
  });

  it('reports the ledger balance and honours refund options', async () => {
    const poor = '0x3333333333333333333333333333333333333333';
    await setBalance(svc().service.ctx.db, 42161, USDC.arbitrum, poor, 5n);
    const refund = '0x1111111111111111111111111111111111111111';
    const r = await get({ depositor: poor, refundAddress: refund, refundOnOrigin: 'false' });
    expect(r.checks.balance).toEqual({ token: USDC.arbitrum, actual: '5', expected: '25000000' });
    expect(r.refundToken).toMatchObject({ chainId: 8453, address: USDC.base });
    const dep = decodeFunctionData({ abi: spokePoolAbi, data: r.swapTx!.data as `0x${string}` });
    expect(dep.args[0]).toBe(word(refund));
  });
});
