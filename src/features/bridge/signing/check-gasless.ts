// docs/reliability.md#nothing-is-signed-that-the-page-does-not-show for gasless deposits: the
// ERC-3009 authorisation (or, from HyperCore, each signed action) must move exactly the amount the
// person entered, from their account, to the spoke pool Ferry trusts, on the right chain. Any
// difference refuses before the wallet is asked.
import { formatAmount, formatAmountDisplay } from '../../../contract/amounts';
import { getChain } from '../../../contract/chains';
import type { TypedData } from '../../../contract/schemas/common';
import type { GaslessQuoteResponse } from '../../../contract/schemas/gasless';
import { chainLabel } from '../model/route-options';
import { HYPERCORE_DOMAIN, isPeriphery, isSpokePool, sameAddress, spokePool } from './allowlist';
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

const amountText = (value: bigint, t: ExpectedGasless['inputToken']) =>
  `${formatAmountDisplay(value, t.decimals, t.decimals)} ${t.symbol}`;

export function checkGasless(
  quote: GaslessQuoteResponse,
  expected: ExpectedGasless,
): Checked<GaslessSignPlan> {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (BigInt(quote.inputAmount) !== expected.inputAmount) {
    add(
      'inputAmount',
      `The quote is for ${amountText(BigInt(quote.inputAmount), expected.inputToken)}, not the ${amountText(expected.inputAmount, expected.inputToken)} you entered.`,
    );
  }
  const recipient = (quote.steps.bridge as { recipient?: unknown }).recipient;
  if (recipient !== undefined && !sameAddress(recipient, expected.recipient)) {
    add(
      'steps.bridge.recipient',
      'The quote delivers to a different recipient than the one shown.',
    );
  }
  const special = getChain(expected.originChainId)?.kind === 'special-ledger';
  const steps = special ? checkSteps(quote, expected, add) : checkSingle(quote, expected, add);
  if (problems.length > 0 || !steps) return { ok: false, problems };
  const chainId = special ? HYPERCORE_DOMAIN.chainId : expected.originChainId;
  return { ok: true, plan: { kind: 'gasless', chainId, single: !special, steps, quote } };
}

type Add = (field: string, message: string) => void;

function checkSingle(
  q: GaslessQuoteResponse,
  e: ExpectedGasless,
  add: Add,
): GaslessStepPlan[] | undefined {
  if (!q.swapTx) {
    add('swapTx', 'The quote has nothing to sign.');
    return undefined;
  }
  const origin = chainLabel(e.originChainId);
  const { domain, message, primaryType } = q.swapTx.typedData;
  if (q.swapTx.chainId !== e.originChainId || readChainId(domain.chainId) !== e.originChainId) {
    add(
      'domain.chainId',
      `It would be signed for chain ${String(domain.chainId)}, but this transfer starts on ${origin}.`,
    );
  }
  if (primaryType !== 'ReceiveWithAuthorization') {
    add('primaryType', `It is a “${primaryType}”, not a token transfer authorisation.`);
  }
  if (!sameAddress(domain.verifyingContract, e.inputToken.address)) {
    add(
      'domain.verifyingContract',
      `The contract it names is not ${e.inputToken.symbol} on ${origin}.`,
    );
  }
  if (!sameAddress(message.from, e.depositor)) {
    add('message.from', 'It would move funds from an account other than your connected wallet.');
  }
  if (
    !(isSpokePool(e.originChainId, message.to) || isPeriphery(e.originChainId, message.to)) ||
    (q.swapTx.to !== undefined && !sameAddress(q.swapTx.to, message.to))
  ) {
    add(
      'message.to',
      `It would pay ${String(message.to)}, which is not a bridge contract (spoke pool or its periphery) on ${origin} that Ferry trusts.`,
    );
  }
  const value = readUint(message.value);
  if (value !== e.inputAmount) {
    add(
      'message.value',
      `It would move ${value === undefined ? 'an unreadable amount' : amountText(value, e.inputToken)}, not the ${amountText(e.inputAmount, e.inputToken)} you entered.`,
    );
  }
  const validBefore = readUint(message.validBefore);
  if (validBefore === undefined || validBefore * 1000n <= BigInt(e.now)) {
    add('message.validBefore', 'The authorisation is already out of date.');
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
    add('swapTxns', 'The quote has nothing Ferry can check and sign.');
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
      add(`${at}.domain`, `Step “${step.stepId}” is not a HyperCore action Ferry recognises.`);
    } else if (primaryType === 'HyperliquidTransaction:ApproveBuilderFee') {
      if (!sameAddress(message.builder, bridge)) {
        add(`${at}.builder`, `Step “${step.stepId}” approves a fee for an unknown account.`);
      }
    } else if (primaryType === 'HyperliquidTransaction:SendAsset') {
      sends += 1;
      if (!sameAddress(message.destination, bridge)) {
        add(
          `${at}.destination`,
          `Step “${step.stepId}” sends to an account that is not the bridge.`,
        );
      }
      if (message.amount !== formatAmount(e.inputAmount, e.inputToken.decimals)) {
        add(
          `${at}.amount`,
          `Step “${step.stepId}” sends ${String(message.amount)} ${e.inputToken.symbol}, not the ${amountText(e.inputAmount, e.inputToken)} you entered.`,
        );
      }
    } else {
      add(
        `${at}.primaryType`,
        `Step “${step.stepId}” is a “${primaryType}”, which Ferry does not sign.`,
      );
    }
  }
  if (sends !== 1) add('swapTxns', 'The quote should send the funds exactly once.');
  return steps.map((s) => ({ stepId: s.stepId, typedData: s.typedData }));
}
