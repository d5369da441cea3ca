// The amount a person typed, checked against the token's decimals ON THE ORIGIN CHAIN, the
// route's limits and (when known) the wallet's balance. Strict parse, never rounded. Read in
// the page's language (the speaker, useT()'s object; English without one): its decimal
// separator, never a thousands separator (src/lib/typed-amount says what is read and why).
import { formatAmountDisplay, parseAmount } from '../../../contract/amounts';
import { english, intlLocale, type Speaker } from '../../../lib/intl-locale';
import { readableAmount } from '../../../lib/readable-amount';
import { decimalSeparator, readTypedAmount, type TypedAmount } from '../../../lib/typed-amount';

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
  /** The language's tag for Intl. */
  locale: string;
  /** Why the text is not a number, when it is not. */
  why?: Extract<TypedAmount, { ok: false }>['why'];
}

const show = (value: bigint, t: AmountToken, locale: string) =>
  `${formatAmountDisplay(value, t.decimals, t.decimals, locale)} ${t.symbol}`;

/** A limit rounded to within itself ("just under 0.0003175 ETH"), as the field’s hint shows it. */
function limit(t: AmountToken, which: 'min' | 'max', locale: string): string {
  const l = readableAmount(t.limits[which], t.decimals, which === 'min' ? 'up' : 'down', locale);
  const near = which === 'min' ? 'just under' : 'just over';
  return `${l.rounded ? `${near} ` : ''}${l.shown} ${t.symbol}`;
}

/** What is wrong with text that is not a number, naming the separator the language uses. */
function notANumber({ text, why, locale }: Context): string {
  if (decimalSeparator(locale) === '.')
    return why === 'comma'
      ? 'Use a dot (.) as the decimal separator, as in 0.5 — a comma could mean either decimals or thousands.'
      : 'Enter a number such as 25 or 0.5: digits and at most one dot (.) as the decimal separator, no spaces.';
  if (why === 'ambiguous') {
    const whole = text.replace('.', '');
    const fraction = text.replace('.', ',');
    return `${text} could mean ${whole} or ${fraction}: write ${whole} for the whole number, or ${fraction} with a comma (,) for decimals.`;
  }
  if (why === 'grouping')
    return 'Write the amount without thousands separators, with a comma (,) for decimals, as in 1234,5.';
  return 'Enter a number such as 25 or 0,5: digits and at most one comma (,) as the decimal separator, no spaces.';
}

const MESSAGES = {
  invalid: notANumber,
  'too-many-decimals': ({ token }) =>
    `${token.symbol} on ${token.chainName} has ${token.decimals} decimal places. Remove the extra digits — Ferry never rounds an amount.`,
  'too-large': () => 'That number is too large.',
  zero: () => 'Enter an amount greater than zero.',
  'below-min': ({ token, locale }) =>
    `The minimum on this route is ${limit(token, 'min', locale)}.`,
  'above-max': ({ token, locale }) =>
    `The most this route can move right now is ${limit(token, 'max', locale)}.`,
  'insufficient-balance': ({ token, balance, locale }) =>
    `Your balance is ${show(balance ?? 0n, token, locale)} on ${token.chainName}.`,
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

/** The typed text as the one form links carry ("1,5" in Spanish as "1.5"), or undefined. */
export function canonicalAmountText(text: string, speaker: Speaker = english): string | undefined {
  const read = readTypedAmount(text, intlLocale(speaker.locale));
  return read.ok ? normalizeAmountText(read.text) : undefined;
}

export function checkAmount(
  text: string,
  token: AmountToken,
  balance?: bigint,
  speaker: Speaker = english,
): AmountCheck {
  const locale = intlLocale(speaker.locale);
  const ctx: Context = { token, balance, text, locale };
  const read = readTypedAmount(text, locale);
  if (!read.ok) return problem('invalid', { ...ctx, why: read.why });
  const parsed = parseAmount(normalizeAmountText(read.text), token.decimals);
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
