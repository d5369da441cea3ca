// docs/reliability.md#nothing-is-sent-that-the-page-does-not-show: a quote funded by transaction
// hands the wallet an approval and a deposit to send. Before the wallet is asked, both calls are
// decoded and must say exactly what the person saw — the spoke pool on Ferry's allowlist as
// spender and target, exactly the input amount approved, the deposit's wallet, recipient, refund
// address, tokens, amounts, destination and deadlines, and the value sent. Any difference refuses
// the whole quote (no wallet call); so does an action kind Ferry does not know.
import { maxUint256, type Hex } from 'viem';
import type { HandlerMessage } from '../../../contract/handler-message';
import { decodeDepositIntent, type DepositIntent } from '../../../contract/periphery-calls';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { decodeApproveCall, encodeApproveCall } from '../../../contract/spoke-pool-calls';
import { chainLabel } from '../model/route-options';
import { trustedRole, sameAddress } from './allowlist';
import type { ExpectedTransfer } from './check-transfer';
import type { MessageDescriptor } from 'react-intl';
import { exactAmount, figure, ltr, phrase, type PhraseValue } from '../model/messages';
import { CHECK, unreadableAmount } from './check-messages';
import { checkDepositCall, isNative, short, type Add } from './check-deposit-call';
import { checkDestination } from './check-destination';
import { TX_CHECK } from './check-tx-messages';
import { readUint, type Checked, type Problem } from './fields';

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
  /** What the quote asked to allow (may be more than the input, or unlimited). */
  requested: bigint;
  /** The allowance the deposit needs; an allowance already this high skips the approval. */
  needed: bigint;
  /** The token takes a new allowance only from zero (USDT): a non-zero one is reset first. */
  resetFirst: boolean;
  request: TxRequest;
}

export interface DepositStep {
  actionId: string;
  call: DepositIntent;
  /** What the destination's multicall handler does on arrival (a swap after the bridge). */
  destination?: HandlerMessage;
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

export function checkTransactions(
  quote: QuoteResponse,
  expected: ExpectedTransaction,
): Checked<TransactionPlan> {
  const problems: Problem[] = [];
  const add = (field: string, message: MessageDescriptor, values?: Record<string, PhraseValue>) =>
    problems.push({ field, message: phrase(message, values) });
  const origin = chainLabel(expected.originChainId);

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
  if (approvals.length > 2) add('nextActions', CHECK.approvals);
  const order = actions.map((a) => a.kind);
  if (order.indexOf('send_transaction') < order.lastIndexOf('approval')) {
    add('nextActions', CHECK.approvalAfter);
  }

  const native = isNative(expected.inputToken.address);
  const tx = send.transaction;

  // Where the call goes, on which chain.
  if (send.chainId !== expected.originChainId || tx.chainId !== expected.originChainId) {
    add('transaction.chainId', CHECK.txChain, { chain: chainLabel(tx.chainId), origin });
  }
  const role = trustedRole(expected.originChainId, tx.to);
  const decoded = decodeDepositIntent(tx.data as Hex);
  let call: DepositIntent | undefined;
  let destination: HandlerMessage | undefined;
  if (!decoded.ok) {
    if (decoded.reason === 'tail') add('transaction.data', TX_CHECK.unknownTail);
    else
      add('transaction.data', TX_CHECK.unknownCall, {
        selector: decoded.selector,
        address: short(tx.to),
      });
  } else {
    call = decoded.intent;
    if (role !== call.contract) {
      if (role === undefined) add('transaction.to', CHECK.txTo, { address: short(tx.to), origin });
      else
        add('transaction.to', TX_CHECK.wrongContract, {
          function: ltr(call.functionName),
          address: short(tx.to),
          role: call.contract,
          origin,
        });
    }
    checkDepositCall(call, quote, expected, add);
    destination = checkDestination(call, quote, expected, add);
  }

  // What the call sends with it: the amount for native ETH, nothing otherwise.
  const value = BigInt(tx.value);
  const wantValue = native ? (call?.swap?.swapTokenAmount ?? expected.inputAmount) : 0n;
  if (value !== wantValue) {
    add('transaction.value', CHECK.txValue, {
      got: figure((f) => f.amount(value, 18, 18)),
      origin,
      want: figure((f) => f.amount(wantValue, 18, 18)),
    });
  }

  const approval = checkApprovals(approvals, tx.to as Hex, native, expected, add);

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
        ...(destination && { destination }),
        request: { chainId: expected.originChainId, to: tx.to as Hex, data: tx.data as Hex, value },
      },
      reportRequired: submit?.kind === 'submit_execution' ? submit.required !== false : true,
    },
  };
}

type Approval = Extract<QuoteResponse['nextActions'][number], { kind: 'approval' }>;

/**
 * The approval: of the input token, to the contract the deposit calls, at least the input amount;
 * USDT's reset to zero may come first. Ferry writes the approval it sends itself: exactly the
 * input (unlimited only when the person chose it), whatever more the quote asked for.
 */
function checkApprovals(
  approvals: QuoteResponse['nextActions'],
  spender: Hex,
  native: boolean,
  e: ExpectedTransaction,
  add: Add,
): ApprovalStep | undefined {
  const origin = chainLabel(e.originChainId);
  const list = approvals.filter((a): a is Approval => a.kind === 'approval');
  if (native) {
    if (list.length > 0) add('approval', CHECK.nativeApproval);
    return undefined;
  }
  const a = list.at(-1);
  const allowed = e.unlimitedApproval ? maxUint256 : e.inputAmount;
  if (!a) {
    // The service saw an allowance that already covers the input, so it asks for none. Ferry
    // still plans its own, which it skips when the allowance it reads is still enough; it may
    // have dropped since, and a token like USDT then needs its reset to zero first.
    return {
      actionId: 'approval',
      token: e.inputToken.address as Hex,
      spender,
      amount: allowed,
      requested: 0n,
      needed: e.inputAmount,
      // USDT refuses to change a non-zero allowance; other tokens take the new one directly.
      resetFirst: e.inputToken.symbol === 'USDT',
      request: {
        chainId: e.originChainId,
        to: e.inputToken.address as Hex,
        data: encodeApproveCall(spender, allowed),
        value: 0n,
      },
    };
  }
  const reset = list.length === 2 ? list[0]! : undefined;
  const resetCall = reset && decodeApproveCall(reset.transaction.data as Hex);
  if (
    reset &&
    (!resetCall ||
      resetCall.amount !== 0n ||
      !sameAddress(resetCall.spender, spender) ||
      !sameAddress(reset.transaction.to, a.transaction.to) ||
      BigInt(reset.transaction.value) !== 0n)
  ) {
    add('approval.reset', TX_CHECK.approvalReset);
  }
  const decoded = decodeApproveCall(a.transaction.data as Hex);
  if (!decoded || !sameAddress(decoded.spender, spender) || !sameAddress(a.spender, spender)) {
    add('approval.spender', CHECK.approvalSpender, {
      address: short(decoded?.spender ?? a.spender),
      symbol: e.inputToken.symbol,
      origin,
    });
  }
  if (
    !sameAddress(a.token, e.inputToken.address) ||
    !sameAddress(a.transaction.to, e.inputToken.address)
  ) {
    add('approval.token', CHECK.approvalToken, {
      address: short(a.transaction.to),
      symbol: e.inputToken.symbol,
      origin,
    });
  }
  const requested = decoded?.amount;
  if (requested === undefined || requested < e.inputAmount || readUint(a.amount) !== requested) {
    add('approval.amount', CHECK.approvalAmount, {
      got: requested === undefined ? unreadableAmount : exactAmount(requested, e.inputToken),
      want: exactAmount(e.inputAmount, e.inputToken),
    });
  }
  if (a.chainId !== e.originChainId || a.transaction.chainId !== e.originChainId) {
    add('approval.chainId', CHECK.approvalNetwork, { origin });
  }
  if (BigInt(a.transaction.value) !== 0n) add('approval.value', CHECK.approvalValue);
  return {
    actionId: a.id,
    token: a.transaction.to as Hex,
    spender,
    amount: allowed,
    requested: requested ?? 0n,
    needed: e.inputAmount,
    resetFirst: reset !== undefined,
    // Ferry writes the approval itself, so the choice changes only the amount.
    request: {
      chainId: e.originChainId,
      to: a.transaction.to as Hex,
      data: encodeApproveCall(spender, allowed),
      value: 0n,
    },
  };
}
