// docs/reliability.md#nothing-is-signed-that-the-page-does-not-show for the versioned API: before
// the wallet is asked, the TransferAuthorization in the quote must say exactly what the person saw
// — chain, contract, depositor, recipient, refund address, tokens and amounts. Any difference
// refuses the signature (no wallet call).
import { formatAmountDisplay } from '../../../contract/amounts';
import type { TypedData } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { chainLabel } from '../model/route-options';
import { isSpokePool, sameAddress, TRANSFER_DOMAIN_NAME } from './allowlist';
import { readChainId, readUint, type Checked, type Problem } from './fields';

/** What the person asked for and saw: the form, the connected account and the quote panel. */
export interface ExpectedTransfer {
  originChainId: number;
  destinationChainId: number;
  depositor: string;
  recipient: string;
  refundAddress: string;
  inputToken: { address: string; decimals: number; symbol: string };
  inputAmount: bigint;
  outputToken: { address: string; decimals: number; symbol: string };
  /** The amount the quote panel showed as arriving. */
  outputAmount: bigint;
  quoteId: string;
}

export interface TransferSignPlan {
  kind: 'transfer';
  /** The key of the signature in the execution body ("funding"). */
  actionId: string;
  chainId: number;
  typedData: TypedData;
}

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

export function checkTransferAuthorization(
  quote: QuoteResponse,
  expected: ExpectedTransfer,
): Checked<TransferSignPlan> {
  const action = quote.nextActions.find((a) => a.kind === 'sign_typed_data');
  if (!action || action.kind !== 'sign_typed_data') {
    return refuse([{ field: 'nextActions', message: 'The quote has nothing to sign.' }]);
  }
  const { domain, message, primaryType } = action.typedData;
  const origin = chainLabel(expected.originChainId);
  const problems: Problem[] = [];
  const add = (field: string, text: string) => problems.push({ field, message: text });

  if (
    action.chainId !== expected.originChainId ||
    readChainId(domain.chainId) !== expected.originChainId
  ) {
    const asked = readChainId(domain.chainId) ?? action.chainId;
    add(
      'domain.chainId',
      `It would be signed for ${chainLabel(asked)} (chain ${asked}), but this transfer starts on ${origin}.`,
    );
  }
  if (!isSpokePool(expected.originChainId, domain.verifyingContract)) {
    add(
      'domain.verifyingContract',
      `The contract it names (${String(domain.verifyingContract ?? 'none')}) is not the bridge contract (spoke pool) on ${origin} that Ferry trusts.`,
    );
  }
  if (primaryType !== 'TransferAuthorization' || domain.name !== TRANSFER_DOMAIN_NAME) {
    add(
      'primaryType',
      `It is a “${primaryType}” for “${domain.name ?? 'unnamed'}”, not a transfer authorisation.`,
    );
  }
  if (message.orderId !== expected.quoteId) {
    add('message.orderId', 'It is for a different quote than the one shown.');
  }
  const addresses = [
    ['depositor', expected.depositor, 'your connected wallet'],
    ['recipient', expected.recipient, 'the recipient shown'],
    ['refundAddress', expected.refundAddress, 'the refund address shown'],
    ['inputToken', expected.inputToken.address, `${expected.inputToken.symbol} on ${origin}`],
    [
      'outputToken',
      expected.outputToken.address,
      `${expected.outputToken.symbol} on ${chainLabel(expected.destinationChainId)}`,
    ],
  ] as const;
  for (const [field, want, what] of addresses) {
    if (!sameAddress(message[field], want)) {
      add(
        `message.${field}`,
        `Its ${field} (${short(String(message[field] ?? 'none'))}) is not ${what} (${short(want)}).`,
      );
    }
  }
  if (readChainId(message.destinationChainId) !== expected.destinationChainId) {
    add(
      'message.destinationChainId',
      `It sends to chain ${String(message.destinationChainId)}, not ${chainLabel(expected.destinationChainId)}.`,
    );
  }
  const amounts = [
    ['inputAmount', expected.inputAmount, expected.inputToken, 'you entered'],
    ['outputAmount', expected.outputAmount, expected.outputToken, 'the quote showed arriving'],
  ] as const;
  for (const [field, want, token, what] of amounts) {
    const got = readUint(message[field]);
    if (got !== want) {
      const shown =
        got === undefined
          ? 'an unreadable amount'
          : `${formatAmountDisplay(got, token.decimals, token.decimals)} ${token.symbol}`;
      add(
        `message.${field}`,
        `It names ${shown}, not the ${formatAmountDisplay(want, token.decimals, token.decimals)} ${token.symbol} ${what}.`,
      );
    }
  }
  if (problems.length > 0) return refuse(problems);
  return {
    ok: true,
    plan: {
      kind: 'transfer',
      actionId: action.id,
      chainId: expected.originChainId,
      typedData: action.typedData,
    },
  };
}

function refuse(problems: Problem[]): { ok: false; problems: Problem[] } {
  return { ok: false, problems };
}
