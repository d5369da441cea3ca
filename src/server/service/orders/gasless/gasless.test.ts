// GET /swap/gasless and POST /gasless/submit over HTTP: ERC-3009 typed data on direct EVM
// routes, HyperCore steps from chain 1337, signatures checked against the depositor, and the
// deposit the service then sends (pending → indexed → filled, or deposit-failed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../contract/endpoints';
import type { GaslessSubmitBody } from '../../../../contract/schemas/gasless';
import type { SwapApprovalQuery } from '../../../../contract/schemas/swap-approval';
import { startTestService, type TestService } from '../../testing/harness';
import { peripheryAddress } from '../../world/spokes';
import {
  INTEGRATOR,
  SECOND,
  USDC,
  alice,
  bob,
  expectFailure,
  setBalance,
} from '../testing/order-helpers';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

const HYPERCORE_USDC = '0x2000000000000000000000000000000000000000';
type Signable = Parameters<typeof alice.signTypedData>[0];

const quote = (q: Partial<SwapApprovalQuery> = {}) =>
  t.client().call(endpoints.getGaslessQuote, {
    query: {
      amount: '25000000',
      inputToken: USDC.arbitrum,
      outputToken: USDC.base,
      originChainId: '42161',
      destinationChainId: '8453',
      depositor: alice.address,
      integratorId: INTEGRATOR,
      ...q,
    },
  });
type GaslessQuote = Awaited<ReturnType<typeof quote>>;

const sign = (typedData: unknown, signer = alice) => signer.signTypedData(typedData as Signable);
const submit = (body: GaslessSubmitBody) =>
  t.client().call(endpoints.submitGasless, { query: { integratorId: INTEGRATOR }, body });
const submitDirect = async (q: GaslessQuote, signer = alice) =>
  submit({ swapTx: q.swapTx!, signature: await sign(q.swapTx!.typedData, signer) });
const byDepositId = (depositId: string, originChainId: string) =>
  t
    .client()
    .call(endpoints.getDeposit, { query: { integratorId: INTEGRATOR, depositId, originChainId } });

describe('direct EVM route', () => {
  it('quotes an ERC-3009 ReceiveWithAuthorization for the periphery and its ~77-digit depositId, with nothing to approve', async () => {
    const q = await quote();
    expect(q.depositId).toMatch(/^\d{70,78}$/);
    expect(q.approvalTxns).toBeUndefined();
    expect(q.swapTx).toMatchObject({
      ecosystem: 'evm-gasless',
      chainId: 42161,
      to: peripheryAddress(42161),
    });
    const td = q.swapTx!.typedData;
    expect(td.domain).toEqual({
      name: 'USD Coin',
      version: '2',
      chainId: 42161,
      verifyingContract: USDC.arbitrum,
    });
    expect(td.primaryType).toBe('ReceiveWithAuthorization');
    expect(td.message).toMatchObject({
      from: alice.address,
      to: peripheryAddress(42161),
      value: '25000000',
      validAfter: '0',
      validBefore: String(q.quoteExpiryTimestamp),
      nonce: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
  });

  it('takes the signature, sends the deposit and lets it fill; resubmission is idempotent', async () => {
    const q = await quote();
    const first = await submitDirect(q);
    expect(first).toMatchObject({
      depositId: q.depositId,
      messageId: expect.stringMatching(/^0x/),
    });
    expect(await submitDirect(q)).toMatchObject({
      depositId: first.depositId,
      messageId: first.messageId,
    });
    const pending = await byDepositId(q.depositId, '42161');
    expect(pending.deposit).toMatchObject({
      status: 'deposit-pending',
      depositor: alice.address,
      inputAmount: '25000000',
    });

    await t.clock.advance(20 * SECOND);
    const landed = await byDepositId(q.depositId, '42161');
    expect(landed.deposit).toMatchObject({
      status: 'filled',
      depositTxnRef: pending.deposit.depositTxnRef,
    });
    const listed = await t.client().call(endpoints.getDeposits, {
      query: { integratorId: INTEGRATOR, depositor: alice.address },
    });
    expect(listed.map((d) => d.depositId)).toContain(q.depositId);
  });

  it('swaps on the destination: signed, sent and filled with the output token', async () => {
    const DAI_BASE = '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb';
    const q = await quote({ outputToken: DAI_BASE, slippage: '0.01' });
    expect(q.crossSwapType).toBe('bridgeableToAny');
    expect(q.steps.destinationSwap?.tokenOut?.address).toBe(DAI_BASE);
    expect(BigInt(q.minOutputAmount)).toBeLessThan(BigInt(q.expectedOutputAmount));
    await submitDirect(q);
    await t.clock.advance(20 * SECOND);
    const landed = await byDepositId(q.depositId, '42161');
    expect(landed.deposit).toMatchObject({
      status: 'filled',
      outputToken: DAI_BASE,
      outputAmount: q.expectedOutputAmount,
    });
  });

  it('signs the authorization window asked for, and refuses one already past', async () => {
    const now = Math.floor(t.clock.now() / 1000);
    const q = await quote({ authStart: String(now + 60), authDeadline: String(now + 3600) });
    expect(q.swapTx!.typedData.message).toMatchObject({
      validAfter: String(now + 60),
      validBefore: String(now + 3600),
    });
    await expectFailure(quote({ authStart: String(now - 1) }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'authStart',
    });
    await expectFailure(quote({ authDeadline: String(now) }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'authDeadline',
    });
  });

  it('refuses another signer, a changed payload and an unusable token (INVALID_PARAM)', async () => {
    const q = await quote();
    await expectFailure(submitDirect(q, bob), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'signature',
    });
    const tampered = {
      ...q.swapTx!,
      typedData: {
        ...q.swapTx!.typedData,
        message: { ...q.swapTx!.typedData.message, value: '1' },
      },
    };
    await expectFailure(submit({ swapTx: tampered, signature: await sign(tampered.typedData) }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'swapTx',
    });
    const weth = {
      inputToken: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
      outputToken: '0x4200000000000000000000000000000000000006',
    };
    await expectFailure(quote({ ...weth, amount: '1000000000000000000' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'inputToken',
    });
    // Binance-peg USDC has no transfer authorizations.
    const bnbUsdc = {
      originChainId: '56',
      inputToken: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
      destinationChainId: '42161',
      outputToken: USDC.arbitrum,
    };
    await expectFailure(quote({ ...bnbUsdc, amount: '25000000000000000000' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'inputToken',
    });
  });

  it('refuses an expired quote, and reports deposit-failed when the depositor cannot pay', async () => {
    const stale = await quote();
    await t.clock.advance(5 * 60 * SECOND);
    await expectFailure(submitDirect(stale), {
      status: 400,
      code: 'INVALID_PARAM',
      message: /expired/,
    });

    await setBalance(t, 42161, USDC.arbitrum, bob.address, '0');
    const q = await quote({ depositor: bob.address });
    await submitDirect(q, bob);
    await t.clock.advance(20 * SECOND);
    expect((await byDepositId(q.depositId, '42161')).deposit.status).toBe('deposit-failed');
  });
});

describe('HyperCore origin (1337)', () => {
  const hyperQuote = () =>
    quote({
      originChainId: '1337',
      inputToken: HYPERCORE_USDC,
      amount: '2500000000',
      destinationChainId: '42161',
      outputToken: USDC.arbitrum,
    });

  it('returns two steps to sign instead of a swapTx, and submits them by stepId', async () => {
    const q = await hyperQuote();
    expect(q.swapTx).toBeNull();
    expect(q.swapTxns?.map((s) => [s.stepId, s.ecosystem])).toEqual([
      ['approve', 'hypercore'],
      ['send', 'hypercore'],
    ]);
    expect(q.swapTxns?.[1]?.typedData.message).toMatchObject({
      amount: '25',
      token: expect.stringMatching(/^USDC:/),
    });
    const swapTxns = q.swapTxns!;
    const signaturesByStepId = Object.fromEntries(
      await Promise.all(swapTxns.map(async (s) => [s.stepId, await sign(s.typedData)] as const)),
    );
    const wrong = { ...signaturesByStepId, send: await sign(swapTxns[1]!.typedData, bob) };
    await expectFailure(submit({ swapTx: null, swapTxns, signaturesByStepId: wrong }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'signature',
    });
    const done = await submit({ swapTx: null, swapTxns, signaturesByStepId });
    expect(done.depositId).toBe(q.depositId);
    await t.clock.advance(30 * SECOND);
    expect((await byDepositId(q.depositId, '1337')).deposit).toMatchObject({
      status: 'filled',
      originChainId: 1337,
      destinationChainId: 42161,
    });
  });
});
