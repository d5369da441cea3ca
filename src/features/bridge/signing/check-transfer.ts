// docs/reliability.md#nothing-is-signed-that-the-page-does-not-show for the versioned API: before
// the wallet is asked, the TransferAuthorization in the quote must say exactly what the person saw
// — chain, contract, depositor, recipient, refund address, tokens and amounts. Any difference
// refuses the signature (no wallet call).
import type { TypedData } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { chainLabel } from '../model/route-options';
import { isSpokePool, sameAddress, TRANSFER_DOMAIN_NAME } from './allowlist';
import type { MessageDescriptor } from 'react-intl';
import { exactAmount, phrase, type PhraseValue } from '../model/messages';
import { CHECK, unreadableAmount } from './check-messages';
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
    return refuse([{ field: 'nextActions', message: phrase(CHECK.nothingToSign) }]);
  }
  const { domain, message, primaryType } = action.typedData;
  const origin = chainLabel(expected.originChainId);
  const problems: Problem[] = [];
  const add = (field: string, message: MessageDescriptor, values?: Record<string, PhraseValue>) =>
    problems.push({ field, message: phrase(message, values) });

  if (
    action.chainId !== expected.originChainId ||
    readChainId(domain.chainId) !== expected.originChainId
  ) {
    const asked = readChainId(domain.chainId) ?? action.chainId;
    add('domain.chainId', CHECK.transferChain, {
      chain: chainLabel(asked ?? 0),
      chainId: String(asked),
      origin,
    });
  }
  if (!isSpokePool(expected.originChainId, domain.verifyingContract)) {
    add('domain.verifyingContract', CHECK.transferContract, {
      address: String(domain.verifyingContract ?? '—'),
      origin,
    });
  }
  if (primaryType !== 'TransferAuthorization' || domain.name !== TRANSFER_DOMAIN_NAME) {
    add('primaryType', CHECK.transferType, {
      type: primaryType,
      name: String(domain.name ?? '—'),
    });
  }
  if (message.orderId !== expected.quoteId) {
    add('message.orderId', CHECK.otherQuote);
  }
  const addresses = [
    ['depositor', expected.depositor, undefined],
    ['recipient', expected.recipient, undefined],
    ['refundAddress', expected.refundAddress, undefined],
    [
      'inputToken',
      expected.inputToken.address,
      { symbol: expected.inputToken.symbol, chain: origin },
    ],
    [
      'outputToken',
      expected.outputToken.address,
      {
        symbol: expected.outputToken.symbol,
        chain: chainLabel(expected.destinationChainId),
      },
    ],
  ] as const;
  for (const [field, want, token] of addresses) {
    if (!sameAddress(message[field], want)) {
      add(`message.${field}`, CHECK.transferAddress, {
        field,
        got: short(String(message[field] ?? '—')),
        want: short(want),
        symbol: token?.symbol ?? '',
        chain: token?.chain ?? '',
      });
    }
  }
  if (readChainId(message.destinationChainId) !== expected.destinationChainId) {
    add('message.destinationChainId', CHECK.transferDestination, {
      chainId: String(message.destinationChainId),
      destination: chainLabel(expected.destinationChainId),
    });
  }
  const amounts = [
    ['inputAmount', expected.inputAmount, expected.inputToken],
    ['outputAmount', expected.outputAmount, expected.outputToken],
  ] as const;
  for (const [field, want, token] of amounts) {
    const got = readUint(message[field]);
    if (got !== want) {
      add(`message.${field}`, CHECK.transferAmount, {
        field,
        got: got === undefined ? unreadableAmount : exactAmount(got, token),
        want: exactAmount(want, token),
      });
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
