// docs/reliability.md#nothing-is-sent-that-the-page-does-not-show: a quote funded by transaction
// hands the wallet an approval and a deposit to send. Before the wallet is asked, both calls are
// decoded and must say exactly what the person saw — the spoke pool on Ferry's allowlist as
// spender and target, exactly the input amount approved, the deposit's wallet, recipient, refund
// address, tokens, amounts, destination and deadlines, and the value sent. Any difference refuses
// the whole quote (no wallet call); so does an action kind Ferry does not know.
import { maxUint256, type Hex } from 'viem';
import { formatAmountDisplay } from '../../../contract/amounts';
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
  const add = (field: string, message: string) => problems.push({ field, message });
  const origin = chainLabel(expected.originChainId);
  const amountOf = (value: bigint, token: ExpectedTransfer['inputToken']) =>
    `${formatAmountDisplay(value, token.decimals, token.decimals)} ${token.symbol}`;

  const actions = quote.nextActions;
  const unknown = actions.find((a) => a.kind === 'unknown');
  if (unknown && unknown.kind === 'unknown') {
    add(
      'nextActions',
      `The quote asks for a step Ferry does not know (“${String(unknown.originalKind)}”), so it will not start any of them.`,
    );
  }
  if (actions.some((a) => a.kind === 'sign_typed_data')) {
    add('nextActions', 'The quote asks for both a signature and a transaction.');
  }
  const approvals = actions.filter((a) => a.kind === 'approval');
  const sends = actions.filter((a) => a.kind === 'send_transaction');
  const submit = actions.find((a) => a.kind === 'submit_execution');
  const send = sends[0];
  if (sends.length !== 1 || !send) {
    add('nextActions', `The quote asks for ${sends.length} transactions to send, not one deposit.`);
    return { ok: false, problems };
  }
  if (approvals.length > 1) add('nextActions', 'The quote asks for more than one approval.');
  const order = actions.map((a) => a.kind);
  if (order.indexOf('send_transaction') < order.lastIndexOf('approval')) {
    add('nextActions', 'The quote asks for the approval after the deposit.');
  }

  const native = isNative(expected.inputToken.address);
  const pool = spokePool(expected.originChainId);
  const tx = send.transaction;

  // Where the deposit goes, on which chain, with what value.
  if (send.chainId !== expected.originChainId || tx.chainId !== expected.originChainId) {
    add(
      'transaction.chainId',
      `It would be sent on ${chainLabel(tx.chainId)}, but this transfer starts on ${origin}.`,
    );
  }
  if (!isSpokePool(expected.originChainId, tx.to)) {
    add(
      'transaction.to',
      `It is sent to ${short(tx.to)}, which is not the bridge contract (spoke pool) on ${origin} that Ferry trusts.`,
    );
  }
  const value = BigInt(tx.value);
  const wantValue = native ? expected.inputAmount : 0n;
  if (value !== wantValue) {
    add(
      'transaction.value',
      `It would send ${formatAmountDisplay(value, 18, 18)} of ${origin}’s native coin with the call, not ${formatAmountDisplay(wantValue, 18, 18)}.`,
    );
  }

  // What the deposit does.
  const call = decodeDepositCall(tx.data as Hex);
  if (!call) {
    add('transaction.data', 'Its call is not a bridge deposit.');
  } else {
    if (orderIdOfCalldata(tx.data as Hex) !== expected.quoteId.toLowerCase()) {
      add('transaction.data', 'It is for a different quote than the one shown.');
    }
    const addresses = [
      ['depositor', expected.refundAddress, 'the refund address shown'],
      ['recipient', expected.recipient, 'the recipient shown'],
      [
        'inputToken',
        contractTokenOf(expected.inputToken.address, expected.originChainId),
        `${expected.inputToken.symbol} on ${origin}`,
      ],
      [
        'outputToken',
        contractTokenOf(expected.outputToken.address, expected.destinationChainId),
        `${expected.outputToken.symbol} on ${chainLabel(expected.destinationChainId)}`,
      ],
    ] as const;
    for (const [field, want, what] of addresses) {
      if (!want || !sameAddress(call[field], want)) {
        add(
          `deposit.${field}`,
          `Its ${field} (${short(call[field])}) is not ${what}${want ? ` (${short(want)})` : ''}.`,
        );
      }
    }
    if (call.destinationChainId !== expected.destinationChainId) {
      add(
        'deposit.destinationChainId',
        `It sends to ${chainLabel(call.destinationChainId)}, not ${chainLabel(expected.destinationChainId)}.`,
      );
    }
    const amounts = [
      ['inputAmount', call.inputAmount, expected.inputAmount, expected.inputToken, 'you entered'],
      [
        'outputAmount',
        call.outputAmount,
        expected.outputAmount,
        expected.outputToken,
        'the quote showed arriving',
      ],
    ] as const;
    for (const [field, got, want, token, what] of amounts) {
      if (got !== want) {
        add(
          `deposit.${field}`,
          `It names ${amountOf(got, token)}, not the ${amountOf(want, token)} ${what}.`,
        );
      }
    }
    // A deposit sent at any moment the quote is valid must still be fillable.
    const tooSoon = call.fillDeadline * 1000 < Date.parse(quote.expiresAt);
    if (tooSoon || call.fillDeadline - expected.nowSec > MAX_FILL_WINDOW_SEC) {
      add(
        'deposit.fillDeadline',
        tooSoon
          ? 'Its fill deadline comes before the quote expires, so a relayer may have no time to deliver and it would only be refunded.'
          : 'Its fill deadline is more than a day away: if no relayer fills it, your money waits that long for a refund.',
      );
    }
    if (call.exclusivityDeadline > call.fillDeadline) {
      add('deposit.exclusivityDeadline', 'Its exclusivity outlasts its fill deadline.');
    }
    if (call.message !== '0x') {
      add(
        'deposit.message',
        'It carries instructions to run on arrival that the quote does not show.',
      );
    }
  }

  // The approval: exactly the input amount, of the input token, to the spoke pool.
  let approval: ApprovalStep | undefined;
  const a = approvals[0];
  if (native && a) {
    add('approval', 'It asks to approve a token, but native coins need no approval.');
  } else if (!native && !a) {
    add(
      'approval',
      `It names no approval of ${expected.inputToken.symbol} for the bridge contract.`,
    );
  } else if (a && a.kind === 'approval' && pool) {
    const decoded = decodeApproveCall(a.transaction.data as Hex);
    const spenderOk =
      isSpokePool(expected.originChainId, a.spender) &&
      decoded !== undefined &&
      sameAddress(decoded.spender, pool);
    if (!spenderOk) {
      add(
        'approval.spender',
        `It would let ${short(decoded?.spender ?? a.spender)} spend your ${expected.inputToken.symbol}, which is not the bridge contract on ${origin}.`,
      );
    }
    const tokenOk =
      sameAddress(a.token, expected.inputToken.address) &&
      sameAddress(a.transaction.to, expected.inputToken.address);
    if (!tokenOk) {
      add(
        'approval.token',
        `It approves the token at ${short(a.transaction.to)}, not ${expected.inputToken.symbol} on ${origin}.`,
      );
    }
    const amount = decoded?.amount;
    if (amount !== expected.inputAmount || readUint(a.amount) !== expected.inputAmount) {
      add(
        'approval.amount',
        amount === maxUint256
          ? 'It asks for an unlimited approval. Ferry approves exactly the amount you send unless you choose otherwise.'
          : `It approves ${amount === undefined ? 'an unreadable amount' : amountOf(amount, expected.inputToken)}, not the ${amountOf(expected.inputAmount, expected.inputToken)} you send.`,
      );
    }
    if (a.chainId !== expected.originChainId || a.transaction.chainId !== expected.originChainId) {
      add('approval.chainId', `It would be sent on another network than ${origin}.`);
    }
    if (BigInt(a.transaction.value) !== 0n) {
      add('approval.value', 'It would send native coin with the approval.');
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
    add('nextActions', 'The quote does not say how the deposit is reported.');
  } else if (submit.arm !== 'txnRef' || (submit.txnRefOf && submit.txnRefOf !== send.id)) {
    add(
      'submit_execution.arm',
      'It would report the deposit with a signature, not its transaction.',
    );
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
