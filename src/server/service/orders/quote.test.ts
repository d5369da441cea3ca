// POST /v1/quotes over HTTP: pricing from the world model, the typed data to sign, defaults,
// and every documented error in the {code, message} envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress, verifyTypedData } from 'viem';
import { endpoints } from '../../../contract/endpoints';
import { startTestService, type TestService } from '../testing/harness';
import { limits, price, priceForOutput } from '../world/pricing';
import { spokePoolAddress } from '../world/spokes';
import { findToken } from '../world/tokens';
import {
  MINUTE,
  RECIPIENT,
  USDC,
  alice,
  createQuote,
  expectFailure,
  quoteRequest,
  raw,
  signFunding,
} from './testing/order-helpers';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

const arbUsdc = findToken(42161, USDC.arbitrum)!;
const baseUsdc = findToken(8453, USDC.base)!;

describe('POST /v1/quotes', () => {
  it('prices exact input with the world model and stores nothing but a quote', async () => {
    const q = await createQuote(t);
    const p = price(arbUsdc, baseUsdc, 25_000_000n);
    expect(q.quoteId).toMatch(/^0x[0-9a-f]{64}$/);
    expect(q).toMatchObject({
      depositor: alice.address,
      recipient: RECIPIENT,
      refundAddress: alice.address,
      externalId: null,
      inputToken: { chainId: 42161, address: USDC.arbitrum, decimals: 6, symbol: 'USDC' },
      outputToken: { chainId: 8453, address: USDC.base, decimals: 6, symbol: 'USDC' },
      inputAmount: '25000000',
      outputAmount: p.outputAmount.toString(),
      expectedFillTimeSec: p.fillTimeSec,
    });
    expect(q.fees.total).toMatchObject({
      amount: p.total.amount.toString(),
      pct: p.total.pct.toString(),
    });
    expect(q.fees.lp.amount).toBe(p.lp.amount.toString());
    expect(q.fees.relayerCapital.amount).toBe(p.relayerCapital.amount.toString());
    expect(q.fees.destinationGas).toMatchObject({
      amount: p.destinationGas.amount.toString(),
      amountUsd: '0.02',
    });
    expect(Date.parse(q.expiresAt) - Date.parse(q.createdAt)).toBe(15 * MINUTE);
    expect(q.createdAt).toBe(new Date(t.clock.now()).toISOString());
    const transfer = await t
      .client()
      .call(endpoints.getTransfer, { params: { orderId: q.quoteId } });
    expect(transfer.status).toMatchObject({ state: 'quoted', isTerminal: false, finalized: false });
  });

  it('hands out the TransferAuthorization typed data the quote decision describes, signable as is', async () => {
    const q = await createQuote(t, { externalId: 'order-1', refundAddress: RECIPIENT });
    const [sign, submit] = q.nextActions;
    expect(submit).toEqual({
      kind: 'submit_execution',
      method: 'POST',
      path: `/v1/quotes/${q.quoteId}/executions`,
      arm: 'signatures',
    });
    expect(sign).toMatchObject({ kind: 'sign_typed_data', id: 'funding', chainId: 42161 });
    if (sign?.kind !== 'sign_typed_data') throw new Error('unreachable');
    const td = sign.typedData;
    expect(td.domain).toEqual({
      name: 'Cross-Chain Transfer Service',
      version: '1',
      chainId: 42161,
      verifyingContract: spokePoolAddress(42161),
    });
    expect(td.primaryType).toBe('TransferAuthorization');
    expect(td.types.TransferAuthorization?.map((f) => f.name)).toEqual(Object.keys(td.message));
    const fillDeadline = Number(td.message.fillDeadline);
    expect(fillDeadline).toBe(Math.floor((t.clock.now() + 4 * 60 * MINUTE) / 1000));
    expect(td.message).toMatchObject({
      orderId: q.quoteId,
      depositor: alice.address,
      inputToken: USDC.arbitrum,
      inputAmount: '25000000',
      destinationChainId: '8453',
      outputToken: USDC.base,
      outputAmount: q.outputAmount,
      recipient: RECIPIENT,
      refundAddress: RECIPIENT,
    });
    expect(q.externalId).toBe('order-1');
    const signature = await signFunding(q);
    const valid = await verifyTypedData({
      ...(td as unknown as Parameters<typeof verifyTypedData>[0]),
      address: alice.address,
      signature,
    });
    expect(valid).toBe(true);
  });

  it('prices exact output as the smallest input that delivers it, across decimals', async () => {
    const q = await createQuote(t, {
      destinationChainId: 56,
      outputToken: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
      amount: '10000000000000000000', // 10 USDC at 18 decimals on BNB Smart Chain
      tradeType: 'exactOutput',
    });
    const p = priceForOutput(
      arbUsdc,
      findToken(56, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d')!,
      10n ** 19n,
    );
    expect(q.inputAmount).toBe(p.inputAmount.toString());
    expect(BigInt(q.outputAmount)).toBeGreaterThanOrEqual(10n ** 19n);
    expect(q.outputToken.decimals).toBe(18);
  });

  it('defaults the recipient and refund address to the depositor, checksummed', async () => {
    const q = await createQuote(t, {
      depositor: alice.address.toLowerCase(),
      recipient: undefined,
    });
    expect(q.recipient).toBe(getAddress(alice.address));
    expect(q.refundAddress).toBe(getAddress(alice.address));
  });

  it('refuses unavailable routes with the reason (UNSUPPORTED_ROUTE)', async () => {
    await expectFailure(createQuote(t, { destinationChainId: 42161, outputToken: USDC.arbitrum }), {
      status: 400,
      code: 'UNSUPPORTED_ROUTE',
      message: /same chain/,
    });
    await expectFailure(
      createQuote(t, {
        originChainId: 1337,
        inputToken: '0x2000000000000000000000000000000000000000',
        destinationChainId: 10,
        outputToken: USDC.optimism,
      }),
      {
        status: 400,
        code: 'UNSUPPORTED_ROUTE',
        message: /HyperCore connects only/,
      },
    );
  });

  it('names an unknown token or a bad address field (INVALID_REQUEST)', async () => {
    await expectFailure(createQuote(t, { inputToken: USDC.base }), {
      status: 400,
      code: 'INVALID_REQUEST',
      param: 'inputToken',
    });
    await expectFailure(createQuote(t, { outputToken: USDC.arbitrum }), {
      status: 400,
      code: 'INVALID_REQUEST',
      param: 'outputToken',
    });
    const badChecksum = RECIPIENT.replace('E86cd', 'e86Cd');
    await expectFailure(createQuote(t, { recipient: badChecksum }), {
      status: 400,
      code: 'INVALID_REQUEST',
      param: 'recipient',
    });
  });

  it('holds the amount to the route limits and states the limit', async () => {
    const l = limits(arbUsdc, 8453);
    await expectFailure(createQuote(t, { amount: '999' }), {
      status: 400,
      code: 'AMOUNT_TOO_LOW',
      message: new RegExp(`minimum deposit of ${l.minDeposit}`),
    });
    await expectFailure(createQuote(t, { amount: (l.maxDeposit + 1n).toString() }), {
      status: 400,
      code: 'AMOUNT_TOO_HIGH',
      message: new RegExp(`maximum deposit of ${l.maxDeposit}`),
    });
  });

  it('rejects unknown fields and wrong types in the {code, message} envelope', async () => {
    const body = JSON.stringify({ ...quoteRequest(), amout: '1' });
    const a = await raw(t, '/v1/quotes', { method: 'POST', body, key: 'sk_sandbox_basic' });
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringContaining('amout'),
    });
    const b = await raw(t, '/v1/quotes', {
      method: 'POST',
      body: JSON.stringify({ originChainId: '42161' }),
    });
    expect(b.body).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('requires a key (UNAUTHORIZED)', async () => {
    const a = await raw(t, '/v1/quotes', { method: 'POST', body: '{}', key: null });
    expect(a).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });
});
