import { describe, expect, it, vi } from 'vitest';
import type { Hex } from 'viem';
import { ServiceError } from '../../../contract/errors';
import { ORDER_ID, SIGNATURE } from '../../../contract/testing/values';
import { checkGasless } from './check-gasless';
import { checkTransferAuthorization } from './check-transfer';
import { runGasless, runTransfer, type FlowDeps } from './submit-flow';
import {
  expectedGasless,
  expectedTransfer,
  gaslessQuote,
  v1Quote,
  typed,
  type MutableQuote,
} from './testing/quotes';

const signature = SIGNATURE as Hex;

function deps(overrides: Partial<FlowDeps> = {}) {
  return {
    sign: vi.fn(async (_typedData: unknown, _chainId: number) => signature),
    submitExecution: vi.fn(async () => ({
      orderId: ORDER_ID,
      state: 'submitted' as const,
      acceptedAt: '2025-11-21T21:55:09Z',
    })),
    fetchTransfer: vi.fn(async () => ({
      orderId: ORDER_ID,
      state: 'submitted' as const,
      transfer: null,
    })),
    submitGasless: vi.fn(async () => ({ depositId: '4107', messageId: 'm1' })),
    ...overrides,
  } satisfies FlowDeps;
}

const networkError = () =>
  new ServiceError({ status: 0, code: 'NETWORK_ERROR', message: 'offline', envelope: 'network' });

const message = (q: MutableQuote) => typed(q).message;

describe('runTransfer', () => {
  it('signs once and submits the signature for the quote', async () => {
    const d = deps();
    const outcome = await runTransfer(
      checkTransferAuthorization(v1Quote(), expectedTransfer),
      ORDER_ID,
      d,
    );
    expect(outcome).toEqual({ kind: 'submitted', ref: { kind: 'order', orderId: ORDER_ID } });
    expect(d.sign).toHaveBeenCalledTimes(1);
    expect(d.sign).toHaveBeenCalledWith(expect.anything(), 42161);
    expect(d.submitExecution).toHaveBeenCalledWith({ orderId: ORDER_ID, signature });
  });

  // docs/reliability.md#nothing-is-signed-that-the-page-does-not-show: a mismatch never reaches the
  // wallet.
  const mismatches: Array<[string, (q: MutableQuote) => void]> = [
    ['chain', (q) => void (typed(q).domain.chainId = 8453)],
    [
      'verifyingContract',
      (q) =>
        void (typed(q).domain.verifyingContract = '0x1111111111111111111111111111111111111111'),
    ],
    ['amount', (q) => void (message(q).inputAmount = '26000000')],
    [
      'recipient',
      (q) => void (message(q).recipient = '0x2222222222222222222222222222222222222222'),
    ],
    [
      'depositor',
      (q) => void (message(q).depositor = '0x3333333333333333333333333333333333333333'),
    ],
  ];
  it.each(mismatches)(
    'makes 0 signTypedData calls when the %s does not match',
    async (_n, change) => {
      const d = deps();
      const outcome = await runTransfer(
        checkTransferAuthorization(v1Quote(change), expectedTransfer),
        ORDER_ID,
        d,
      );
      expect(outcome.kind).toBe('refused');
      expect(d.sign).toHaveBeenCalledTimes(0);
      expect(d.submitExecution).toHaveBeenCalledTimes(0);
    },
  );

  it('returns to the quote when the wallet rejects, without submitting', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), {
      name: 'ContractFunctionExecutionError',
      cause: { code: 4001, name: 'UserRejectedRequestError' },
    });
    const d = deps({ sign: vi.fn(async () => Promise.reject(rejection)) });
    const outcome = await runTransfer(
      checkTransferAuthorization(v1Quote(), expectedTransfer),
      ORDER_ID,
      d,
    );
    expect(outcome).toEqual({ kind: 'rejected' });
    expect(d.submitExecution).not.toHaveBeenCalled();
  });

  it('reports a refused submission as failed, without reading the transfer', async () => {
    const expired = new ServiceError({
      status: 410,
      code: 'QUOTE_EXPIRED',
      message: 'x',
      envelope: 'v1-code',
    });
    const d = deps({ submitExecution: vi.fn(async () => Promise.reject(expired)) });
    const outcome = await runTransfer(
      checkTransferAuthorization(v1Quote(), expectedTransfer),
      ORDER_ID,
      d,
    );
    expect(outcome).toEqual({ kind: 'failed', error: expired });
    expect(d.fetchTransfer).not.toHaveBeenCalled();
  });

  it('after a lost answer, reads the transfer and goes on when it was accepted', async () => {
    const d = deps({ submitExecution: vi.fn(async () => Promise.reject(networkError())) });
    const outcome = await runTransfer(
      checkTransferAuthorization(v1Quote(), expectedTransfer),
      ORDER_ID,
      d,
    );
    expect(outcome).toEqual({ kind: 'submitted', ref: { kind: 'order', orderId: ORDER_ID } });
    expect(d.fetchTransfer).toHaveBeenCalledWith(ORDER_ID);
    expect(d.submitExecution).toHaveBeenCalledTimes(1);
  });

  it('after a lost answer for a transfer still "quoted", offers a resubmit instead of sending one', async () => {
    const d = deps({
      submitExecution: vi.fn(async () => Promise.reject(networkError())),
      fetchTransfer: vi.fn(async () => ({
        orderId: ORDER_ID,
        state: 'quoted' as const,
        transfer: null,
      })),
    });
    const outcome = await runTransfer(
      checkTransferAuthorization(v1Quote(), expectedTransfer),
      ORDER_ID,
      d,
    );
    expect(outcome).toMatchObject({
      kind: 'unconfirmed',
      checkFailed: false,
      resume: { kind: 'execution', signature },
    });
    expect(d.submitExecution).toHaveBeenCalledTimes(1);
  });

  it('treats the BFF’s "unknown" answer like a lost one', async () => {
    const d = deps({
      submitExecution: vi.fn(async () => ({
        orderId: ORDER_ID,
        state: 'unknown' as const,
        acceptedAt: '2025-11-21T21:55:09Z',
      })),
      fetchTransfer: vi.fn(async () => Promise.reject(networkError())),
    });
    const outcome = await runTransfer(
      checkTransferAuthorization(v1Quote(), expectedTransfer),
      ORDER_ID,
      d,
    );
    expect(outcome).toMatchObject({ kind: 'unconfirmed', checkFailed: true });
  });
});

describe('runGasless', () => {
  it('signs the authorisation and tracks the deposit the service answers', async () => {
    const d = deps();
    const quote = gaslessQuote();
    const outcome = await runGasless(checkGasless(quote, expectedGasless), d);
    expect(outcome).toMatchObject({
      kind: 'submitted',
      ref: { kind: 'deposit', originChainId: 8453, depositId: '4107' },
    });
    expect(d.submitGasless).toHaveBeenCalledWith({ swapTx: quote.swapTx, signature });
  });

  it('makes 0 signTypedData calls when the amount does not match', async () => {
    const d = deps();
    const outcome = await runGasless(
      checkGasless(gaslessQuote(), { ...expectedGasless, inputAmount: 1n }),
      d,
    );
    expect(outcome.kind).toBe('refused');
    expect(d.sign).not.toHaveBeenCalled();
  });
});
