// docs/reliability.md#nothing-is-signed-that-the-page-does-not-show for gasless deposits: the
// ERC-3009 authorisation (or, from HyperCore, each signed action) must move exactly the amount the
// person entered, from their account, to the spoke pool Ferry trusts, on the right chain. Any
// difference refuses before the wallet is asked.
import { formatAmount } from '../../../contract/amounts';
import { getChain } from '../../../contract/chains';
import type { TypedData } from '../../../contract/schemas/common';
import type { GaslessQuoteResponse } from '../../../contract/schemas/gasless';
import { chainLabel } from '../model/route-options';
import { HYPERCORE_DOMAIN, isPeriphery, isSpokePool, sameAddress, spokePool } from './allowlist';
import type { MessageDescriptor } from 'react-intl';
import { exactAmount, ltr, phrase, type PhraseValue } from '../model/messages';
import { CHECK, unreadableAmount } from './check-messages';
import { readChainId, readUint, type Checked, type Problem } from './fields';

export interface ExpectedGasless {
  originChainId: number;
  depositor: string;
  recipient: string;
  inputToken: { address: string; decimals: number; symbol: string };
  inputAmount: bigint;
  /** Unix ms, to refuse an authorisation that is already out of date. */
  now: number;
}

export interface GaslessStepPlan {
  stepId: string;
  typedData: TypedData;
}

export interface GaslessSignPlan {
  kind: 'gasless';
  /** The chain the wallet must be on to sign (the domain's chain). */
  chainId: number;
  /** One step: submit as {swapTx, signature}; several: {swapTxns, signaturesByStepId}. */
  single: boolean;
  steps: GaslessStepPlan[];
  quote: GaslessQuoteResponse;
}

const amountText = (value: bigint, t: ExpectedGasless['inputToken']) => exactAmount(value, t);

export function checkGasless(
  quote: GaslessQuoteResponse,
  expected: ExpectedGasless,
): Checked<GaslessSignPlan> {
  const problems: Problem[] = [];
  const add: Add = (field, message, values) =>
    problems.push({ field, message: phrase(message, values) });
  if (BigInt(quote.inputAmount) !== expected.inputAmount) {
    add('inputAmount', CHECK.quoteAmount, {
      got: amountText(BigInt(quote.inputAmount), expected.inputToken),
      want: amountText(expected.inputAmount, expected.inputToken),
    });
  }
  const recipient = (quote.steps.bridge as { recipient?: unknown }).recipient;
  if (recipient !== undefined && !sameAddress(recipient, expected.recipient)) {
    add('steps.bridge.recipient', CHECK.otherRecipient);
  }
  const special = getChain(expected.originChainId)?.kind === 'special-ledger';
  const steps = special ? checkSteps(quote, expected, add) : checkSingle(quote, expected, add);
  if (problems.length > 0 || !steps) return { ok: false, problems };
  const chainId = special ? HYPERCORE_DOMAIN.chainId : expected.originChainId;
  return { ok: true, plan: { kind: 'gasless', chainId, single: !special, steps, quote } };
}

type Add = (
  field: string,
  message: MessageDescriptor,
  values?: Record<string, PhraseValue>,
) => void;

function checkSingle(
  q: GaslessQuoteResponse,
  e: ExpectedGasless,
  add: Add,
): GaslessStepPlan[] | undefined {
  if (!q.swapTx) {
    add('swapTx', CHECK.nothingToSign);
    return undefined;
  }
  const origin = chainLabel(e.originChainId);
  const { domain, message, primaryType } = q.swapTx.typedData;
  if (q.swapTx.chainId !== e.originChainId || readChainId(domain.chainId) !== e.originChainId) {
    add('domain.chainId', CHECK.signedForChain, { chainId: String(domain.chainId), origin });
  }
  if (primaryType !== 'ReceiveWithAuthorization') {
    add('primaryType', CHECK.notAuthorisation, { type: primaryType });
  }
  if (!sameAddress(domain.verifyingContract, e.inputToken.address)) {
    add('domain.verifyingContract', CHECK.notToken, { symbol: e.inputToken.symbol, origin });
  }
  if (!sameAddress(message.from, e.depositor)) {
    add('message.from', CHECK.otherAccount);
  }
  if (
    !(isSpokePool(e.originChainId, message.to) || isPeriphery(e.originChainId, message.to)) ||
    (q.swapTx.to !== undefined && !sameAddress(q.swapTx.to, message.to))
  ) {
    add('message.to', CHECK.paysUntrusted, { address: String(message.to), origin });
  }
  const value = readUint(message.value);
  if (value !== e.inputAmount) {
    add('message.value', CHECK.movesOther, {
      got: value === undefined ? unreadableAmount : amountText(value, e.inputToken),
      want: amountText(e.inputAmount, e.inputToken),
    });
  }
  const validBefore = readUint(message.validBefore);
  if (validBefore === undefined || validBefore * 1000n <= BigInt(e.now)) {
    add('message.validBefore', CHECK.outOfDate);
  }
  return [{ stepId: 'swapTx', typedData: q.swapTx.typedData }];
}

function checkSteps(
  q: GaslessQuoteResponse,
  e: ExpectedGasless,
  add: Add,
): GaslessStepPlan[] | undefined {
  const steps = q.swapTxns ?? [];
  const bridge = spokePool(e.originChainId);
  if (steps.length === 0 || !bridge) {
    add('swapTxns', CHECK.nothingToCheck);
    return undefined;
  }
  let sends = 0;
  for (const step of steps) {
    const { domain, message, primaryType } = step.typedData;
    const at = `swapTxns.${step.stepId}`;
    if (
      domain.name !== HYPERCORE_DOMAIN.name ||
      readChainId(domain.chainId) !== HYPERCORE_DOMAIN.chainId ||
      !sameAddress(domain.verifyingContract, HYPERCORE_DOMAIN.verifyingContract)
    ) {
      add(`${at}.domain`, CHECK.stepUnknownAction, { step: step.stepId });
    } else if (primaryType === 'HyperliquidTransaction:ApproveBuilderFee') {
      if (!sameAddress(message.builder, bridge)) {
        add(`${at}.builder`, CHECK.stepUnknownBuilder, { step: step.stepId });
      }
    } else if (primaryType === 'HyperliquidTransaction:SendAsset') {
      sends += 1;
      if (!sameAddress(message.destination, bridge)) {
        add(`${at}.destination`, CHECK.stepNotBridge, { step: step.stepId });
      }
      if (message.amount !== formatAmount(e.inputAmount, e.inputToken.decimals)) {
        add(`${at}.amount`, CHECK.stepAmount, {
          step: step.stepId,
          got: ltr(`${String(message.amount)} ${e.inputToken.symbol}`),
          want: amountText(e.inputAmount, e.inputToken),
        });
      }
    } else {
      add(`${at}.primaryType`, CHECK.stepType, { step: step.stepId, type: primaryType });
    }
  }
  if (sends !== 1) add('swapTxns', CHECK.sendOnce);
  return steps.map((s) => ({ stepId: s.stepId, typedData: s.typedData }));
}
