// One confirmation where the wallet can batch (EIP-5792): when the batch is chosen, what it
// carries (exactly the reviewed calls, in order), and how each answer of the wallet ends.
import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { encodeApproveCall } from '../../../contract/spoke-pool-calls';
import { ORDER_ID, SPOKE_POOL, WETH } from '../../../contract/testing/values';
import { BatchStatusUnknownError } from './batch-errors';
import { canBatch } from './batch-capability';
import type { BatchDeps, BatchStatus } from './batch-flow';
import { checkTransactions } from './check-transactions';
import { callQuote } from './testing/call-quotes';
import { ethQuote, expectedEth, expectedWeth, txQuote } from './testing/transaction-quotes';
import { TransactionRevertedError } from './transaction-errors';
import { runTransactions, type TxDeps } from './transaction-flow';
import { AccountChangedError } from './wallet-errors';

const APPROVE_TX = `0x${'a1'.repeat(32)}` as Hex;
const DEPOSIT_TX = `0x${'d1'.repeat(32)}` as Hex;
const BATCH_ID = `0x${'b0'.repeat(32)}`;
const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });
const confirmed: BatchStatus = {
  status: 'success',
  statusCode: 200,
  receipts: [
    { transactionHash: APPROVE_TX, status: 'success' },
    { transactionHash: DEPOSIT_TX, status: 'success' },
  ],
};

/** A wallet that batches (or not), a chain and a service, recording every call in order. */
function fakeDeps(
  over: { atomic?: boolean; allowance?: bigint; status?: BatchStatus } & Partial<BatchDeps> = {},
) {
  const calls: string[] = [];
  const batches: Array<Array<{ to: Hex; data: Hex; value: bigint }>> = [];
  const declined: number[] = [];
  const steps: Array<Record<string, unknown>> = [];
  const batch: BatchDeps = {
    atomicOn: async (chainId) => {
      calls.push(`capabilities ${chainId}`);
      return over.atomic ?? true;
    },
    sendCalls: async ({ calls: sent }) => {
      calls.push('sendCalls');
      batches.push(sent);
      return BATCH_ID;
    },
    waitForCalls: async () => {
      calls.push('callsStatus');
      return over.status ?? confirmed;
    },
    declined: (chainId) => void declined.push(chainId),
    ...over,
  };
  const deps: TxDeps = {
    readAllowance: async () => {
      calls.push('allowance');
      return over.allowance ?? 0n;
    },
    estimateGas: async () => {
      calls.push('estimate');
      return 120_000n;
    },
    sendTransaction: async ({ to }) => {
      calls.push('sendTransaction');
      return to === SPOKE_POOL.arbitrum ? DEPOSIT_TX : APPROVE_TX;
    },
    waitForTransaction: async ({ hash }) => {
      calls.push(`wait ${hash.slice(0, 4)}`);
      return { status: 'success', hash };
    },
    reportDeposit: async ({ txnRef }) => {
      calls.push(`report ${txnRef.slice(0, 4)}`);
      return { orderId: ORDER_ID, state: 'submitted', acceptedAt: '2025-11-21T21:55:09.000Z' };
    },
    onStep: (s) => steps.push(s as unknown as Record<string, unknown>),
    batch,
  };
  return { deps, calls, batches, declined, steps };
}

const weth = () => checkTransactions(txQuote(), expectedWeth);

describe('canBatch: what wallet_getCapabilities says about atomic batches', () => {
  it('batches where the chain says supported or ready (the wallet upgrades the account first)', () => {
    expect(canBatch({ 42161: { atomic: { status: 'supported' } } }, 42161)).toBe(true);
    expect(canBatch({ 42161: { atomic: { status: 'ready' } } }, 42161)).toBe(true);
  });

  it('sends one at a time where it says unsupported, says nothing, or names other chains only', () => {
    expect(canBatch({ 42161: { atomic: { status: 'unsupported' } } }, 42161)).toBe(false);
    expect(canBatch({ 42161: {} }, 42161)).toBe(false);
    expect(canBatch({ 8453: { atomic: { status: 'supported' } } }, 42161)).toBe(false);
    expect(canBatch(undefined, 42161)).toBe(false);
    // The pre-2.0 shape is not the atomic capability this flow asks for.
    expect(canBatch({ 42161: { atomicBatch: { supported: true } } }, 42161)).toBe(false);
  });

  it('reads "0x0" as every chain, unless the chain answers for itself', () => {
    expect(canBatch({ 0: { atomic: { status: 'supported' } } }, 42161)).toBe(true);
    const mixed = {
      0: { atomic: { status: 'supported' } },
      42161: { atomic: { status: 'unsupported' } },
    };
    expect(canBatch(mixed, 42161)).toBe(false);
  });
});

describe('runTransactions with a wallet that batches', () => {
  it('sends exactly the reviewed approval and deposit, in order, as one batch, then reports the deposit', async () => {
    const check = weth();
    const { deps, calls, batches } = fakeDeps();
    const outcome = await runTransactions(check, deps);
    expect(calls).toEqual([
      'allowance',
      'capabilities 42161',
      'sendCalls',
      'callsStatus',
      'wait 0xd1',
      'report 0xd1',
    ]);
    const plan = check.ok ? check.plan : undefined;
    expect(batches).toEqual([
      [
        { to: WETH.arbitrum, data: encodeApproveCall(SPOKE_POOL.arbitrum, 10n ** 17n), value: 0n },
        { to: plan!.deposit.request.to, data: plan!.deposit.request.data, value: 0n },
      ],
    ]);
    expect(batches[0]![1]!.to).toBe(SPOKE_POOL.arbitrum);
    expect(outcome).toEqual({
      kind: 'submitted',
      ref: { kind: 'order', orderId: ORDER_ID },
      depositTx: { chainId: 42161, hash: DEPOSIT_TX },
      approvalTx: { chainId: 42161, hash: APPROVE_TX },
    });
  });

  it('shows one confirmation, then the batch status, then the deposit receipt', async () => {
    const { deps, steps } = fakeDeps();
    await runTransactions(weth(), deps);
    const batchSteps = steps.filter((s) => s.kind === 'batch');
    expect(batchSteps.map((s) => [s.phase, s.hash])).toEqual([
      ['wallet', undefined],
      ['pending', undefined],
      ['confirming', DEPOSIT_TX],
      ['reporting', DEPOSIT_TX],
    ]);
    expect(batchSteps.every((s) => s.calls === 2 && s.chainId === 42161)).toBe(true);
  });

  it('puts USDT’s reset to zero first when an allowance is already there: three calls', async () => {
    const approvals = [
      { spender: SPOKE_POOL.arbitrum, amount: 0n },
      { spender: SPOKE_POOL.arbitrum, amount: 10n ** 17n },
    ];
    const check = checkTransactions(callQuote({ ...depositOf(), approvals }), expectedWeth);
    const { deps, batches } = fakeDeps({ allowance: 5n });
    await runTransactions(check, deps);
    expect(batches[0]!.map((c) => c.data.slice(0, 10))).toEqual([
      '0x095ea7b3',
      '0x095ea7b3',
      check.ok ? check.plan.deposit.request.data.slice(0, 10) : '',
    ]);
    expect(batches[0]![0]!.data).toBe(encodeApproveCall(SPOKE_POOL.arbitrum, 0n));
  });

  it('sends one transaction at a time when the wallet does not batch on the origin chain', async () => {
    const { deps, calls } = fakeDeps({ atomic: false });
    await runTransactions(weth(), deps);
    expect(calls).not.toContain('sendCalls');
    expect(calls.filter((c) => c === 'sendTransaction')).toHaveLength(2);
  });

  it('sends only the deposit, without a batch, when the allowance is already on chain', async () => {
    const { deps, calls } = fakeDeps({ allowance: 10n ** 17n });
    await runTransactions(weth(), deps);
    expect(calls).toEqual(['allowance', 'estimate', 'sendTransaction', 'wait 0xd1', 'report 0xd1']);
  });

  it('sends native ETH as its one deposit, without asking about batches', async () => {
    const { deps, calls } = fakeDeps();
    await runTransactions(checkTransactions(ethQuote(), expectedEth), deps);
    expect(calls).toEqual(['estimate', 'sendTransaction', 'wait 0xd1', 'report 0xd1']);
  });

  it('asks the wallet nothing, not even its capabilities, when the check refused the quote', async () => {
    const { deps, calls } = fakeDeps();
    const tampered = checkTransactions(
      txQuote((p) => void (p.approve.spender = WETH.base)),
      expectedWeth,
    );
    expect((await runTransactions(tampered, deps)).kind).toBe('refused');
    expect(calls).toEqual([]);
  });
});

describe('runTransactions when the batch does not go through', () => {
  it('falls back to one transaction at a time when the wallet answers an error, and remembers it', async () => {
    const unsupported = Object.assign(new Error('Atomicity not supported'), { code: 5710 });
    const { deps, calls, declined, steps } = fakeDeps({
      sendCalls: async () => Promise.reject(unsupported),
    });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome.kind).toBe('submitted');
    expect(declined).toEqual([42161]);
    expect(calls.filter((c) => c === 'sendTransaction')).toHaveLength(2);
    // Every step after the fallback says why the wallet now asks twice.
    const after = steps.slice(steps.findIndex((s) => s.kind === 'batch') + 1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.kind === 'transaction' && s.fellBack === true)).toBe(true);
  });

  it('falls back when the wallet says the batch was not included (400), nothing on chain', async () => {
    const { deps, calls, declined } = fakeDeps({
      status: { status: 'failure', statusCode: 400, receipts: [] },
    });
    expect((await runTransactions(weth(), deps)).kind).toBe('submitted');
    expect(declined).toEqual([42161]);
    expect(calls.filter((c) => c === 'sendTransaction')).toHaveLength(2);
  });

  it('stops, with nothing sent, when the person declines the batch', async () => {
    const { deps, calls, declined } = fakeDeps({
      sendCalls: async () => Promise.reject(rejection),
    });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome).toEqual({ kind: 'rejected', step: 'approval', approved: false });
    expect(calls).not.toContain('sendTransaction');
    expect(declined).toEqual([]);
  });

  it('stops without a fallback when the account changed before the wallet was asked', async () => {
    const { deps, calls } = fakeDeps({
      sendCalls: async () => Promise.reject(new AccountChangedError()),
    });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(AccountChangedError);
    expect(calls).not.toContain('sendTransaction');
  });

  it('explains a batch that reverted on chain with its receipt, and reports nothing', async () => {
    const { deps, calls } = fakeDeps({
      status: {
        status: 'failure',
        statusCode: 500,
        receipts: [{ transactionHash: DEPOSIT_TX, status: 'reverted' }],
      },
    });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome.kind === 'failed' && outcome.error).toEqual(
      new TransactionRevertedError('deposit', 42161, DEPOSIT_TX),
    );
    expect(calls.some((c) => c.startsWith('report') || c === 'sendTransaction')).toBe(false);
  });

  it('says the outcome is unknown, and sends nothing more, when the wallet never gives a status', async () => {
    const { deps, calls } = fakeDeps({
      waitForCalls: async () => Promise.reject(new Error('timed out')),
    });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(BatchStatusUnknownError);
    expect(calls).not.toContain('sendTransaction');
  });
});

/** The WETH deposit of the call-quote fixtures, tagged as the service sends it. */
function depositOf() {
  const q = txQuote();
  const send = q.nextActions.find((a) => a.kind === 'send_transaction');
  const tx = send && 'transaction' in send ? send.transaction : undefined;
  return { to: tx!.to as Hex, data: tx!.data as Hex };
}
