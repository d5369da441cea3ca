// What went wrong with a transaction, typed so the page can explain it in words and say whether
// any money moved. Wallet and node errors arrive wrapped several levels deep (viem wraps the
// node's answer in its own errors), so each reader walks the cause chain.
import { defineMessages } from 'react-intl';
import { decodeErrorResult, parseAbi, type Hex } from 'viem';
import { phrase, untyped, type Phrase } from '../model/messages';

export type TxStep = 'approval' | 'deposit';

/** The transaction was mined and reverted: nothing moved except the network fee. */
export class TransactionRevertedError extends Error {
  override readonly name = 'TransactionRevertedError';
  constructor(
    readonly step: TxStep,
    readonly chainId: number,
    readonly hash: Hex,
  ) {
    super(`The ${step} transaction reverted`);
  }
}

/** The wallet replaced the transaction with another one (its "Cancel", or a different call). */
export class TransactionReplacedError extends Error {
  override readonly name = 'TransactionReplacedError';
  constructor(
    readonly step: TxStep,
    readonly chainId: number,
    readonly hash: Hex,
    readonly reason: 'cancelled' | 'replaced',
  ) {
    super(`The ${step} transaction was ${reason} in the wallet`);
  }
}

/** The node could not estimate the transaction: it would fail, so it was never sent. */
export class GasEstimateError extends Error {
  override readonly name = 'GasEstimateError';
  constructor(
    readonly step: TxStep,
    readonly reason: 'insufficient-funds' | 'reverted' | 'unknown',
    /** The revert reason: in our words for a known error, else the contract's or node's own text. */
    readonly detail?: Phrase | string,
  ) {
    const said = typeof detail === 'object' ? detail.message.defaultMessage : detail;
    super(`The ${step} transaction would fail: ${reason}${said ? ` (${String(said)})` : ''}`);
  }
}

/** Errors a deposit's estimate may revert with: OpenZeppelin's ERC-20 and the spoke pool's. */
const knownErrors = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error InvalidFillDeadline()',
  'error InvalidQuoteTimestamp()',
  'error MsgValueDoesNotMatchInputAmount()',
  'error DepositsArePaused()',
]);

const WORDS: Record<string, Phrase | undefined> = Object.fromEntries(
  Object.entries(
    untyped(
      defineMessages({
        ERC20InsufficientBalance: {
          id: 'bridge.revert.insufficientBalance',
          defaultMessage: 'your balance of the token is lower than the amount',
        },
        ERC20InsufficientAllowance: {
          id: 'bridge.revert.insufficientAllowance',
          defaultMessage: 'the bridge contract is not approved for this amount',
        },
        InvalidFillDeadline: {
          id: 'bridge.revert.invalidFillDeadline',
          defaultMessage: 'the quote’s fill deadline is no longer valid',
        },
        InvalidQuoteTimestamp: {
          id: 'bridge.revert.invalidQuoteTimestamp',
          defaultMessage: 'the quote is too old for the bridge contract',
        },
        MsgValueDoesNotMatchInputAmount: {
          id: 'bridge.revert.valueMismatch',
          defaultMessage: 'the value sent does not match the amount',
        },
        DepositsArePaused: {
          id: 'bridge.revert.depositsPaused',
          defaultMessage: 'deposits on this network are paused',
        },
        Error: { id: 'bridge.revert.refused', defaultMessage: 'the contract refused it' },
      }),
    ),
  ).map(([name, message]) => [name, phrase(message)]),
);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error, depth = 0; e && depth < 12; depth++) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
}

/** The revert data a node returned, if any cause carries it. */
function revertData(error: unknown): Hex | undefined {
  for (const e of causes(error)) {
    const data = (e as { data?: unknown }).data;
    if (typeof data === 'string' && /^0x[0-9a-f]{8,}$/i.test(data)) return data as Hex;
    const nested = (data as { data?: unknown } | undefined)?.data;
    if (typeof nested === 'string' && /^0x[0-9a-f]{8,}$/i.test(nested)) return nested as Hex;
  }
  return undefined;
}

/**
 * A revert reason in words: a known custom error in ours, or the contract's Error(string) or the
 * node's own text, which no catalogue can translate.
 */
export function revertReason(error: unknown): Phrase | string | undefined {
  const data = revertData(error);
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi: knownErrors, data });
      // viem also decodes the built-in Error(string), outside the ABI's own names.
      const name: string = decoded.errorName;
      const args = decoded.args as readonly unknown[] | undefined;
      if (name === 'Error') return args?.[0] === undefined ? WORDS.Error : String(args[0]);
      return WORDS[name] ?? name;
    } catch {
      // Not one of ours: fall back to the node's text.
    }
  }
  for (const e of causes(error)) {
    const reason = (e as { reason?: unknown }).reason;
    if (typeof reason === 'string' && reason) return reason;
  }
  return undefined;
}

/** Reads a failed estimate: too little native coin for gas, a revert (with its reason), or else. */
export function explainEstimate(step: TxStep, error: unknown): GasEstimateError {
  const chain = causes(error);
  const names = chain.map((e) => (e as { name?: unknown }).name);
  const text = chain.map((e) => String((e as { message?: unknown }).message ?? '')).join(' ');
  if (names.includes('InsufficientFundsError') || /insufficient funds/i.test(text)) {
    return new GasEstimateError(step, 'insufficient-funds');
  }
  const reason = revertReason(error);
  if (reason || names.includes('ExecutionRevertedError') || /revert/i.test(text)) {
    return new GasEstimateError(step, 'reverted', reason);
  }
  return new GasEstimateError(step, 'unknown');
}
