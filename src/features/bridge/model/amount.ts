// The amount a person typed, checked against the token's decimals ON THE ORIGIN CHAIN, the
// route's limits and (when known) the wallet's balance. Strict parse, never rounded.
import { formatAmountDisplay, parseAmount } from '../../../contract/amounts';
import { readableAmount } from '../../../lib/readable-amount';

export type AmountProblem =
  | 'invalid'
  | 'too-many-decimals'
  | 'too-large'
  | 'zero'
  | 'below-min'
  | 'above-max'
  | 'insufficient-balance';

export interface AmountToken {
  symbol: string;
  decimals: number;
  chainName: string;
  limits: { min: bigint; max: bigint };
}

export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'ok'; value: bigint }
  | { kind: 'problem'; problem: AmountProblem; value?: bigint; message: string };

interface Context {
  token: AmountToken;
  balance?: bigint;
  text: string;
}

const show = (value: bigint, t: AmountToken) =>
  `${formatAmountDisplay(value, t.decimals, t.decimals)} ${t.symbol}`;

/** A limit rounded to within itself ("just under 0.0003175 ETH"), as the field’s hint shows it. */
function limit(t: AmountToken, which: 'min' | 'max'): string {
  const l = readableAmount(t.limits[which], t.decimals, which === 'min' ? 'up' : 'down');
  const near = which === 'min' ? 'just under' : 'just over';
  return `${l.rounded ? `${near} ` : ''}${l.shown} ${t.symbol}`;
}

const MESSAGES = {
  invalid: ({ text }) =>
    text.includes(',')
      ? 'Use a dot (.) as the decimal separator, as in 0.5 — a comma could mean either decimals or thousands.'
      : 'Enter a number such as 25 or 0.5: digits and at most one dot (.) as the decimal separator, no spaces.',
  'too-many-decimals': ({ token }) =>
    `${token.symbol} on ${token.chainName} has ${token.decimals} decimal places. Remove the extra digits — Ferry never rounds an amount.`,
  'too-large': () => 'That number is too large.',
  zero: () => 'Enter an amount greater than zero.',
  'below-min': ({ token }) => `The minimum on this route is ${limit(token, 'min')}.`,
  'above-max': ({ token }) => `The most this route can move right now is ${limit(token, 'max')}.`,
  'insufficient-balance': ({ token, balance }) =>
    `Your balance is ${show(balance ?? 0n, token)} on ${token.chainName}.`,
} as const satisfies Record<AmountProblem, (c: Context) => string>;

function problem(p: AmountProblem, ctx: Context, value?: bigint): AmountCheck {
  return {
    kind: 'problem',
    problem: p,
    message: MESSAGES[p](ctx),
    ...(value === undefined ? {} : { value }),
  };
}

/**
 * The one way the parser reads a number, from the forms people type that can mean only one
 * thing: ".5" is 0.5, "00012" is 12, "12." is 12. Anything else (commas, spaces, signs,
 * exponents) is left as typed and refused.
 */
export function normalizeAmountText(text: string): string {
  const m = /^([0-9]*)(?:\.([0-9]*))?$/.exec(text);
  if (!m || text === '.' || text === '') return text;
  const int = (m[1] ?? '').replace(/^0+(?=[0-9])/, '') || '0';
  const frac = m[2] ?? '';
  return frac ? `${int}.${frac}` : int;
}

export function checkAmount(text: string, token: AmountToken, balance?: bigint): AmountCheck {
  const ctx = { token, balance, text };
  const parsed = parseAmount(normalizeAmountText(text), token.decimals);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return { kind: 'empty' };
    return problem(parsed.reason, ctx);
  }
  const value = parsed.value;
  if (value === 0n) return problem('zero', ctx, value);
  // A closed route reports limits of 0: its reason is shown instead, never a "maximum of 0".
  const limited = token.limits.max > 0n;
  if (limited && value < token.limits.min) return problem('below-min', ctx, value);
  if (limited && value > token.limits.max) return problem('above-max', ctx, value);
  if (balance !== undefined && value > balance) return problem('insufficient-balance', ctx, value);
  return { kind: 'ok', value };
}

/** A quote is still worth showing for these: the fees help decide, the button then says why not. */
export function quotable(check: AmountCheck): bigint | undefined {
  if (check.kind === 'ok') return check.value;
  if (check.kind === 'problem' && check.problem === 'insufficient-balance') return check.value;
  return undefined;
}
