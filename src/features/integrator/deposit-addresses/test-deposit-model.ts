// The sandbox test deposit: which input (origin chain and token) and how much, in that token's
// units on that chain, checked against the input's limits before anything is sent.
import { defineMessages } from 'react-intl';
import { formatAmount, parseAmount } from '../../../contract/amounts';
import type { SupportedInput } from '../../../contract/schemas/deposit-addresses';
import { formatsFor, type Formats } from '../../../lib/format';
import type { FieldError } from './field-errors';

const why = defineMessages({
  empty: { id: 'integrator.testDeposit.empty', defaultMessage: 'Enter an amount.' },
  invalid: {
    id: 'integrator.testDeposit.invalid',
    defaultMessage: 'Enter a number such as 100 or 12.5.',
  },
  'too-many-decimals': {
    id: 'integrator.testDeposit.tooManyDecimals',
    defaultMessage:
      '{symbol} on this chain has {decimals, plural, one {# decimal} other {# decimals}} at most.',
  },
  'too-large': {
    id: 'integrator.testDeposit.tooLarge',
    defaultMessage: 'That amount is too large.',
  },
  belowMin: { id: 'integrator.testDeposit.belowMin', defaultMessage: 'The minimum is {amount}.' },
  aboveMax: { id: 'integrator.testDeposit.aboveMax', defaultMessage: 'The maximum is {amount}.' },
});

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
  f: Formats = formatsFor(),
): { ok: true; baseUnits: string } | { ok: false; error: FieldError } {
  const { decimals, symbol } = input.inputToken;
  const parsed = parseAmount(text.trim(), decimals);
  if (!parsed.ok)
    return { ok: false, error: { message: why[parsed.reason], values: { symbol, decimals } } };
  const min = BigInt(input.limits.minInputAmount);
  const max = BigInt(input.limits.maxInputAmount);
  // Every digit of a limit: the person types it back.
  if (parsed.value < min || parsed.value === 0n) {
    return {
      ok: false,
      error: {
        message: why.belowMin,
        values: { amount: f.token(min, input.inputToken, decimals) },
      },
    };
  }
  if (parsed.value > max) {
    return {
      ok: false,
      error: {
        message: why.aboveMax,
        values: { amount: f.token(max, input.inputToken, decimals) },
      },
    };
  }
  return { ok: true, baseUnits: parsed.value.toString() };
}
