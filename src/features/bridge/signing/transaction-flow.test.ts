import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../contract/errors';
import { ORDER_ID, SPOKE_POOL, WETH } from '../../../contract/testing/values';
import { checkTransactions } from './check-transactions';
import { expectedEth, expectedWeth, ethQuote, txQuote } from './testing/transaction-quotes';
import {
  GasEstimateError,
  TransactionReplacedError,
  TransactionRevertedError,
} from './transaction-errors';
import { runTransactions, type MinedTransaction, type TxDeps } from './transaction-flow';
import { AccountChangedError } from './wallet-errors';

const APPROVE_TX = `0x${'a1'.repeat(32)}` as Hex;
const DEPOSIT_TX = `0x${'d1'.repeat(32)}` as Hex;
const SPED_UP_TX = `0x${'d2'.repeat(32)}` as Hex;
const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** A wallet, chain and service that record every call, in order. */
function fakeDeps(
  over: Partial<TxDeps> & { allowance?: bigint; mined?: Partial<MinedTransaction> } = {},
) {
  const calls: string[] = [];
  const sent: Array<{ to: Hex; data: Hex; value: bigint; gas?: bigint }> = [];
  const steps: unknown[] = [];
  let n = 0;
  const deps: TxDeps = {
    readAllowance: async () => {
      calls.push('allowance');
      return over.allowance ?? 0n;
    },
    estimateGas: async () => {
      calls.push('estimate');
      return 120_000n;
    },
    sendTransaction: async (request) => {
      calls.push('send');
      sent.push(request);
      return n++ === 0 && request.to !== SPOKE_POOL.arbitrum ? APPROVE_TX : DEPOSIT_TX;
    },
    waitForTransaction: async ({ hash }) => {
      calls.push(`wait ${hash.slice(0, 4)}`);
      return { status: 'success', hash, ...over.mined };
    },
    reportDeposit: async ({ txnRef }) => {
      calls.push(`report ${txnRef.slice(0, 4)}`);
      return { orderId: ORDER_ID, state: 'submitted', acceptedAt: '2025-11-21T21:55:09.000Z' };
    },
    onStep: (s) => steps.push(s),
    ...over,
  };
  return { deps, calls, sent, steps };
}

const weth = () => checkTransactions(txQuote(), expectedWeth);

/** The deposit is mined (its allowance was there) and the service's answer to its report is lost. */
const lostReport = () => {
  const lost = new ServiceError({
    status: 503,
    code: 'UPSTREAM',
    message: 'x',
    envelope: 'v1-code',
  });
  return fakeDeps({ allowance: 10n ** 17n, reportDeposit: async () => Promise.reject(lost) });
};

describe('runTransactions: approve, then deposit, then report', () => {
  it('approves exactly the input amount, deposits with the estimated gas, reports the hash', async () => {
    const { deps, calls, sent } = fakeDeps();
    const outcome = await runTransactions(weth(), deps);
    expect(calls).toEqual([
      'allowance',
      'send',
      'wait 0xa1',
      'estimate',
      'send',
      'wait 0xd1',
      'report 0xd1',
    ]);
    expect(sent[0]).toMatchObject({ to: WETH.arbitrum, value: 0n });
    expect(sent[1]).toMatchObject({ to: SPOKE_POOL.arbitrum, gas: 120_000n });
    expect(outcome).toEqual({
      kind: 'submitted',
      ref: { kind: 'order', orderId: ORDER_ID },
      depositTx: { chainId: 42161, hash: DEPOSIT_TX },
      // The tracker names the approval the person sent, with its transaction.
      approvalTx: { chainId: 42161, hash: expect.stringMatching(/^0xa1/) },
    });
  });

  it('skips the approval the chain already has, so a reload never approves twice', async () => {
    const { deps, calls } = fakeDeps({ allowance: 10n ** 17n });
    await runTransactions(weth(), deps);
    expect(calls).toEqual(['allowance', 'estimate', 'send', 'wait 0xd1', 'report 0xd1']);
  });

  it('sends native ETH as one deposit, with no allowance read', async () => {
    const { deps, calls, sent } = fakeDeps();
    await runTransactions(checkTransactions(ethQuote(), expectedEth), deps);
    expect(calls).toEqual(['estimate', 'send', 'wait 0xd1', 'report 0xd1']);
    expect(sent[0]?.value).toBe(10n ** 17n);
  });

  it('never reaches the wallet when the check refused the quote', async () => {
    const { deps, calls } = fakeDeps();
    const tampered = checkTransactions(
      txQuote((p) => void (p.send.to = WETH.base)),
      expectedWeth,
    );
    const outcome = await runTransactions(tampered, deps);
    expect(outcome.kind).toBe('refused');
    expect(calls).toEqual([]);
  });

  it('stops when the approval is rejected in the wallet, with nothing sent', async () => {
    const { deps, calls } = fakeDeps({ sendTransaction: async () => Promise.reject(rejection) });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome).toEqual({ kind: 'rejected', step: 'approval', approved: false });
    expect(calls).toEqual(['allowance']);
  });

  it('says the approval is on chain when the deposit is rejected', async () => {
    const f = fakeDeps();
    let sends = 0;
    f.deps.sendTransaction = async () => {
      if (sends++ === 1) throw rejection;
      return APPROVE_TX;
    };
    expect(await runTransactions(weth(), f.deps)).toEqual({
      kind: 'rejected',
      step: 'deposit',
      approved: true,
    });
  });

  it('explains a failed estimate and never sends the deposit', async () => {
    const revert = Object.assign(new Error('execution reverted'), {
      name: 'ExecutionRevertedError',
      // ERC20InsufficientBalance(sender, 0, 1e17)
      cause: {
        data:
          '0xe450d38c000000000000000000000000d9e1c47ac37459ebc7de9b39442368fd08f3723e' +
          '0'.repeat(64) +
          '000000000000000000000000000000000000000000000000016345785d8a0000',
      },
    });
    const { deps, calls } = fakeDeps({
      allowance: 10n ** 17n,
      estimateGas: async () => Promise.reject(revert),
    });
    const outcome = await runTransactions(weth(), deps);
    expect(calls).toEqual(['allowance']);
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(GasEstimateError);
    expect(outcome.kind === 'failed' && outcome.error).toMatchObject({
      step: 'deposit',
      reason: 'reverted',
      detail: { message: { id: 'bridge.revert.insufficientBalance' } },
    });
  });

  it('explains a wallet without native coin for gas', async () => {
    const poor = Object.assign(new Error('Estimate failed'), {
      cause: {
        name: 'InsufficientFundsError',
        message: 'insufficient funds for gas * price + value',
      },
    });
    const { deps } = fakeDeps({ estimateGas: async () => Promise.reject(poor) });
    const outcome = await runTransactions(checkTransactions(ethQuote(), expectedEth), deps);
    expect(outcome.kind === 'failed' && (outcome.error as GasEstimateError).reason).toBe(
      'insufficient-funds',
    );
  });

  it('follows a speed-up to the replacement and reports the hash that was mined', async () => {
    const { deps, calls, steps } = fakeDeps({
      allowance: 10n ** 17n,
      waitForTransaction: async ({ onReplaced }) => {
        onReplaced(SPED_UP_TX);
        return { status: 'success', hash: SPED_UP_TX, replaced: 'repriced' };
      },
    });
    const outcome = await runTransactions(weth(), deps);
    expect(calls.at(-1)).toBe('report 0xd2');
    expect(steps).toContainEqual(
      expect.objectContaining({ phase: 'confirming', hash: SPED_UP_TX }),
    );
    expect(outcome.kind === 'submitted' && outcome.depositTx?.hash).toBe(SPED_UP_TX);
  });

  it('stops when the deposit was cancelled in the wallet', async () => {
    const { deps, calls } = fakeDeps({ allowance: 10n ** 17n, mined: { replaced: 'cancelled' } });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(TransactionReplacedError);
    expect(calls.some((c) => c.startsWith('report'))).toBe(false);
  });

  it('stops before the deposit when the wallet changed accounts after the approval', async () => {
    const f = fakeDeps();
    let sends = 0;
    f.deps.sendTransaction = async () => {
      if (sends++ === 1) throw new AccountChangedError();
      return APPROVE_TX;
    };
    const outcome = await runTransactions(weth(), f.deps);
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(AccountChangedError);
    expect(f.calls).toEqual(['allowance', 'wait 0xa1', 'estimate']);
  });

  it('stops at a reverted approval, before any deposit', async () => {
    const { deps, calls } = fakeDeps({ mined: { status: 'reverted' } });
    const outcome = await runTransactions(weth(), deps);
    expect(outcome.kind === 'failed' && outcome.error).toEqual(
      new TransactionRevertedError('approval', 42161, APPROVE_TX),
    );
    expect(calls).toEqual(['allowance', 'send', 'wait 0xa1']);
  });

  it('offers to wait again for a transaction that is not mined in time', async () => {
    const { deps } = fakeDeps({
      allowance: 10n ** 17n,
      waitForTransaction: async () => Promise.reject(new Error('timed out')),
    });
    expect(await runTransactions(weth(), deps)).toMatchObject({
      kind: 'unconfirmed',
      resume: { kind: 'wait', step: 'deposit', hash: DEPOSIT_TX },
    });
  });

  it('counts the transfer as sent when the service finds deposits itself and the report is lost', async () => {
    const { deps } = lostReport();
    expect((await runTransactions(weth(), deps)).kind).toBe('submitted');
  });

  it('offers to report again when the service waits for the report and it was lost', async () => {
    const { deps } = lostReport();
    const required = checkTransactions(
      txQuote((p) => void (p.submit.required = true)),
      expectedWeth,
    );
    expect(await runTransactions(required, deps)).toMatchObject({
      kind: 'unconfirmed',
      resume: { kind: 'txnRef', txnRef: DEPOSIT_TX },
    });
  });
});
