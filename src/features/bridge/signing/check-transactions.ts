// docs/reliability.md#nothing-is-sent-that-the-page-does-not-show: a quote funded by transaction
// hands the wallet an approval and a deposit to send. Before the wallet is asked, both calls are
// decoded and must say exactly what the person saw — the spoke pool on Ferry's allowlist as
// spender and target, exactly the input amount approved, the deposit's wallet, recipient, refund
// address, tokens, amounts, destination and deadlines, and the value sent. Any difference refuses
// the whole quote (no wallet call); so does an action kind Ferry does not know.
import { maxUint256, type Hex } from 'viem';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import {
  decodeApproveCall,
  decodeDepositCall,
  encodeApproveCall,
  orderIdOfCalldata,
  type DepositCall,
} from '../../../contract/spoke-pool-calls';
import { chainLabel } from '../model/route-options';
import { isSpokePool, sameAddress, spokePool, WRAPPED_NATIVE } from './allowlist';
import type { ExpectedTransfer } from './check-transfer';
import type { MessageDescriptor } from 'react-intl';
import { exactAmount, figure, phrase, type PhraseValue } from '../model/messages';
import { CHECK, unreadableAmount } from './check-messages';
import { readUint, type Checked, type Problem } from './fields';

/** The most a fill deadline may lie ahead: longer locks the money up for nothing if it fails. */
export const MAX_FILL_WINDOW_SEC = 24 * 3600;

export interface ExpectedTransaction extends ExpectedTransfer {
  /** Unix seconds, from the injected clock. */
  nowSec: number;
  /** The person chose an unlimited approval (off by default). */
  unlimitedApproval: boolean;
}

export interface TxRequest {
  chainId: number;
  to: Hex;
  data: Hex;
  value: bigint;
}

export interface ApprovalStep {
  actionId: string;
  token: Hex;
  spender: Hex;
  /** What the approval will allow: the input amount, or maxUint256 when chosen. */
  amount: bigint;
  /** The allowance the deposit needs; an allowance already this high skips the approval. */
  needed: bigint;
  request: TxRequest;
}

export interface DepositStep {
  actionId: string;
  call: DepositCall;
  request: TxRequest;
}

export interface TransactionPlan {
  kind: 'transactions';
  chainId: number;
  orderId: string;
  approval?: ApprovalStep;
  deposit: DepositStep;
  /** Whether the service waits for the deposit's hash, or finds the deposit on chain itself. */
  reportRequired: boolean;
}

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;
const isNative = (address: string) => /^0x0{40}$/i.test(address);

/** The token the spoke pool names: native ETH travels as the chain's wrapped token. */
const contractTokenOf = (address: string, chainId: number): string | undefined =>
  isNative(address) ? WRAPPED_NATIVE[chainId] : address;

export function checkTransactions(
  quote: QuoteResponse,
  expected: ExpectedTransaction,
): Checked<TransactionPlan> {
  const problems: Problem[] = [];
  const add = (field: string, message: MessageDescriptor, values?: Record<string, PhraseValue>) =>
    problems.push({ field, message: phrase(message, values) });
  const origin = chainLabel(expected.originChainId);
  const amountOf = (value: bigint, token: ExpectedTransfer['inputToken']) =>
    exactAmount(value, token);

  const actions = quote.nextActions;
  const unknown = actions.find((a) => a.kind === 'unknown');
  if (unknown && unknown.kind === 'unknown') {
    add('nextActions', CHECK.unknownStep, { kind: String(unknown.originalKind) });
  }
  if (actions.some((a) => a.kind === 'sign_typed_data')) {
    add('nextActions', CHECK.signatureAndTx);
  }
  const approvals = actions.filter((a) => a.kind === 'approval');
  const sends = actions.filter((a) => a.kind === 'send_transaction');
  const submit = actions.find((a) => a.kind === 'submit_execution');
  const send = sends[0];
  if (sends.length !== 1 || !send) {
    add('nextActions', CHECK.sends, { count: sends.length });
    return { ok: false, problems };
  }
  if (approvals.length > 1) add('nextActions', CHECK.approvals);
  const order = actions.map((a) => a.kind);
  if (order.indexOf('send_transaction') < order.lastIndexOf('approval')) {
    add('nextActions', CHECK.approvalAfter);
  }

  const native = isNative(expected.inputToken.address);
  const pool = spokePool(expected.originChainId);
  const tx = send.transaction;

  // Where the deposit goes, on which chain, with what value.
  if (send.chainId !== expected.originChainId || tx.chainId !== expected.originChainId) {
    add('transaction.chainId', CHECK.txChain, { chain: chainLabel(tx.chainId), origin });
  }
  if (!isSpokePool(expected.originChainId, tx.to)) {
    add('transaction.to', CHECK.txTo, { address: short(tx.to), origin });
  }
  const value = BigInt(tx.value);
  const wantValue = native ? expected.inputAmount : 0n;
  if (value !== wantValue) {
    add('transaction.value', CHECK.txValue, {
      got: figure((f) => f.amount(value, 18, 18)),
      origin,
      want: figure((f) => f.amount(wantValue, 18, 18)),
    });
  }

  // What the deposit does.
  const call = decodeDepositCall(tx.data as Hex);
  if (!call) {
    add('transaction.data', CHECK.notDeposit);
  } else {
    if (orderIdOfCalldata(tx.data as Hex) !== expected.quoteId.toLowerCase()) {
      add('transaction.data', CHECK.otherQuote);
    }
    const addresses = [
      ['depositor', expected.refundAddress, undefined],
      ['recipient', expected.recipient, undefined],
      [
        'inputToken',
        contractTokenOf(expected.inputToken.address, expected.originChainId),
        { symbol: expected.inputToken.symbol, chain: origin },
      ],
      [
        'outputToken',
        contractTokenOf(expected.outputToken.address, expected.destinationChainId),
        {
          symbol: expected.outputToken.symbol,
          chain: chainLabel(expected.destinationChainId),
        },
      ],
    ] as const;
    for (const [field, want, token] of addresses) {
      if (!want || !sameAddress(call[field], want)) {
        add(`deposit.${field}`, CHECK.depositAddress, {
          field,
          got: short(call[field]),
          want: want ? short(want) : '—',
          symbol: token?.symbol ?? '',
          chain: token?.chain ?? '',
        });
      }
    }
    if (call.destinationChainId !== expected.destinationChainId) {
      add('deposit.destinationChainId', CHECK.depositDestination, {
        chain: chainLabel(call.destinationChainId),
        destination: chainLabel(expected.destinationChainId),
      });
    }
    const amounts = [
      ['inputAmount', call.inputAmount, expected.inputAmount, expected.inputToken],
      ['outputAmount', call.outputAmount, expected.outputAmount, expected.outputToken],
    ] as const;
    for (const [field, got, want, token] of amounts) {
      if (got !== want) {
        add(`deposit.${field}`, CHECK.depositAmount, {
          field,
          got: amountOf(got, token),
          want: amountOf(want, token),
        });
      }
    }
    // A deposit sent at any moment the quote is valid must still be fillable.
    const tooSoon = call.fillDeadline * 1000 < Date.parse(quote.expiresAt);
    if (tooSoon || call.fillDeadline - expected.nowSec > MAX_FILL_WINDOW_SEC) {
      add('deposit.fillDeadline', tooSoon ? CHECK.deadlineEarly : CHECK.deadlineLate);
    }
    if (call.exclusivityDeadline > call.fillDeadline) {
      add('deposit.exclusivityDeadline', CHECK.exclusivity);
    }
    if (call.message !== '0x') {
      add('deposit.message', CHECK.hiddenMessage);
    }
  }

  // The approval: exactly the input amount, of the input token, to the spoke pool.
  let approval: ApprovalStep | undefined;
  const a = approvals[0];
  if (native && a) {
    add('approval', CHECK.nativeApproval);
  } else if (!native && !a) {
    add('approval', CHECK.noApproval, { symbol: expected.inputToken.symbol });
  } else if (a && a.kind === 'approval' && pool) {
    const decoded = decodeApproveCall(a.transaction.data as Hex);
    const spenderOk =
      isSpokePool(expected.originChainId, a.spender) &&
      decoded !== undefined &&
      sameAddress(decoded.spender, pool);
    if (!spenderOk) {
      add('approval.spender', CHECK.approvalSpender, {
        address: short(decoded?.spender ?? a.spender),
        symbol: expected.inputToken.symbol,
        origin,
      });
    }
    const tokenOk =
      sameAddress(a.token, expected.inputToken.address) &&
      sameAddress(a.transaction.to, expected.inputToken.address);
    if (!tokenOk) {
      add('approval.token', CHECK.approvalToken, {
        address: short(a.transaction.to),
        symbol: expected.inputToken.symbol,
        origin,
      });
    }
    const amount = decoded?.amount;
    if (amount !== expected.inputAmount || readUint(a.amount) !== expected.inputAmount) {
      if (amount === maxUint256) add('approval.amount', CHECK.approvalUnlimited);
      else
        add('approval.amount', CHECK.approvalAmount, {
          got: amount === undefined ? unreadableAmount : amountOf(amount, expected.inputToken),
          want: amountOf(expected.inputAmount, expected.inputToken),
        });
    }
    if (a.chainId !== expected.originChainId || a.transaction.chainId !== expected.originChainId) {
      add('approval.chainId', CHECK.approvalNetwork, { origin });
    }
    if (BigInt(a.transaction.value) !== 0n) {
      add('approval.value', CHECK.approvalValue);
    }
    const allowed = expected.unlimitedApproval ? maxUint256 : expected.inputAmount;
    approval = {
      actionId: a.id,
      token: a.transaction.to as Hex,
      spender: pool,
      amount: allowed,
      needed: expected.inputAmount,
      // Ferry writes the approval itself, so the unlimited choice changes only the amount.
      request: {
        chainId: expected.originChainId,
        to: a.transaction.to as Hex,
        data: encodeApproveCall(pool, allowed),
        value: 0n,
      },
    };
  }

  // How the service learns of the deposit.
  if (!submit || submit.kind !== 'submit_execution') {
    add('nextActions', CHECK.noReport);
  } else if (submit.arm !== 'txnRef' || (submit.txnRefOf && submit.txnRefOf !== send.id)) {
    add('submit_execution.arm', CHECK.reportBySignature);
  }

  if (problems.length > 0 || !call) return { ok: false, problems };
  return {
    ok: true,
    plan: {
      kind: 'transactions',
      chainId: expected.originChainId,
      orderId: quote.quoteId,
      ...(approval && { approval }),
      deposit: {
        actionId: send.id,
        call,
        request: {
          chainId: expected.originChainId,
          to: tx.to as Hex,
          data: tx.data as Hex,
          value,
        },
      },
      reportRequired: submit?.kind === 'submit_execution' ? submit.required !== false : true,
    },
  };
}
