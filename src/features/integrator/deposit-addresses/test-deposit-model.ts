// The sandbox test deposit: which input (origin chain and token) and how much, in that token's
// units on that chain, checked against the input's limits before anything is sent.
import { formatAmount, parseAmount } from '../../../contract/amounts';
import type { SupportedInput } from '../../../contract/schemas/deposit-addresses';

export const inputKey = (i: SupportedInput) => `${i.originChainId}:${i.inputToken.address}`;

export const usableInputs = (inputs: SupportedInput[]) =>
  inputs.filter((i) => BigInt(i.limits.maxInputAmount) > 0n);

/** A round amount inside the limits: 100 tokens when allowed, else the minimum. */
export function defaultAmount(input: SupportedInput): string {
  const { decimals } = input.inputToken;
  const hundred = 100n * 10n ** BigInt(decimals);
  const min = BigInt(input.limits.minInputAmount);
  const max = BigInt(input.limits.maxInputAmount);
  const pick = hundred >= min && hundred <= max ? hundred : min;
  return formatAmount(pick, decimals);
}

export function checkTestAmount(
  text: string,
  input: SupportedInput,
): { ok: true; baseUnits: string } | { ok: false; message: string } {
  const { decimals, symbol } = input.inputToken;
  const parsed = parseAmount(text.trim(), decimals);
  if (!parsed.ok) {
    const why = {
      empty: 'Enter an amount.',
      invalid: 'Enter a number such as 100 or 12.5.',
      'too-many-decimals': `${symbol} on this chain has ${decimals} decimals at most.`,
      'too-large': 'That amount is too large.',
    } as const;
    return { ok: false, message: why[parsed.reason] };
  }
  const min = BigInt(input.limits.minInputAmount);
  const max = BigInt(input.limits.maxInputAmount);
  if (parsed.value < min || parsed.value === 0n) {
    return { ok: false, message: `The minimum is ${formatAmount(min, decimals)} ${symbol}.` };
  }
  if (parsed.value > max) {
    return { ok: false, message: `The maximum is ${formatAmount(max, decimals)} ${symbol}.` };
  }
  return { ok: true, baseUnits: parsed.value.toString() };
}
