// The amount a person typed, checked against the token's decimals ON THE ORIGIN CHAIN, the
// route's limits and (when known) the wallet's balance. Strict parse, never rounded. Read in
// the page's language (the speaker, useT()'s object; English without one): its decimal
// separator, never a thousands separator (src/lib/typed-amount says what is read and why).
import { defineMessages } from 'react-intl';
import { formatAmountDisplay, parseAmount } from '../../../contract/amounts';
import { english, intlLocale, leftToRight, type MessageFormatter } from '../../../lib/intl-locale';
import { readableAmount } from '../../../lib/readable-amount';
import { decimalSeparator, readTypedAmount, type TypedAmount } from '../../../lib/typed-amount';
import { untyped } from './messages';

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
  /** Who says the message: its language and its catalogue. */
  speaker: MessageFormatter;
  /** The language's tag for Intl. */
  locale: string;
  /** Why the text is not a number, when it is not. */
  why?: Extract<TypedAmount, { ok: false }>['why'];
}

const AMOUNT = untyped(
  defineMessages({
    comma: {
      id: 'bridge.amount.error.comma',
      defaultMessage:
        'Use a dot (.) as the decimal separator, as in 0.5 — a comma could mean either decimals or thousands.',
    },
    notANumberDot: {
      id: 'bridge.amount.error.notANumberDot',
      defaultMessage:
        'Enter a number such as 25 or 0.5: digits and at most one dot (.) as the decimal separator, no spaces.',
    },
    ambiguous: {
      id: 'bridge.amount.error.ambiguous',
      defaultMessage:
        '{text} could mean {whole} or {fraction}: write {whole} for the whole number, or {fraction} with a comma (,) for decimals.',
    },
    grouping: {
      id: 'bridge.amount.error.grouping',
      defaultMessage:
        'Write the amount without thousands separators, with a comma (,) for decimals, as in 1234,5.',
    },
    notANumberComma: {
      id: 'bridge.amount.error.notANumberComma',
      defaultMessage:
        'Enter a number such as 25 or 0,5: digits and at most one comma (,) as the decimal separator, no spaces.',
    },
    tooManyDecimals: {
      id: 'bridge.amount.error.tooManyDecimals',
      defaultMessage:
        '{symbol} on {chain} has {decimals, plural, one {# decimal place} other {# decimal places}}. Remove the extra digits — Ferry never rounds an amount.',
    },
    tooLarge: { id: 'bridge.amount.error.tooLarge', defaultMessage: 'That number is too large.' },
    zero: { id: 'bridge.amount.error.zero', defaultMessage: 'Enter an amount greater than zero.' },
    belowMin: {
      id: 'bridge.amount.error.belowMin',
      defaultMessage:
        '{rounded, select, yes {The minimum on this route is just under {amount}.} other {The minimum on this route is {amount}.}}',
    },
    aboveMax: {
      id: 'bridge.amount.error.aboveMax',
      defaultMessage:
        '{rounded, select, yes {The most this route can move right now is just over {amount}.} other {The most this route can move right now is {amount}.}}',
    },
    insufficientBalance: {
      id: 'bridge.amount.error.insufficientBalance',
      defaultMessage: 'Your balance is {amount} on {chain}.',
    },
  }),
);

const show = (value: bigint, { token, locale, speaker }: Context) =>
  leftToRight(
    `${formatAmountDisplay(value, token.decimals, token.decimals, locale)} ${token.symbol}`,
    speaker.locale,
  );

/** A limit rounded to within itself ("just under 0.0003175 ETH"), as the field’s hint shows it. */
function limit(c: Context, which: 'min' | 'max') {
  const t = c.token;
  const l = readableAmount(t.limits[which], t.decimals, which === 'min' ? 'up' : 'down', c.locale);
  return {
    rounded: l.rounded ? 'yes' : 'no',
    amount: leftToRight(`${l.shown} ${t.symbol}`, c.speaker.locale),
  };
}

/** What is wrong with text that is not a number, naming the separator the language uses. */
function notANumber({ text, why, locale, speaker }: Context): string {
  if (decimalSeparator(locale) === '.')
    return speaker.formatMessage(why === 'comma' ? AMOUNT.comma : AMOUNT.notANumberDot);
  if (why === 'ambiguous')
    return speaker.formatMessage(AMOUNT.ambiguous, {
      text,
      whole: text.replace('.', ''),
      fraction: text.replace('.', ','),
    });
  return speaker.formatMessage(why === 'grouping' ? AMOUNT.grouping : AMOUNT.notANumberComma);
}

const MESSAGES = {
  invalid: notANumber,
  'too-many-decimals': ({ token, speaker }) =>
    speaker.formatMessage(AMOUNT.tooManyDecimals, {
      symbol: token.symbol,
      chain: token.chainName,
      decimals: token.decimals,
    }),
  'too-large': ({ speaker }) => speaker.formatMessage(AMOUNT.tooLarge),
  zero: ({ speaker }) => speaker.formatMessage(AMOUNT.zero),
  'below-min': (c) => c.speaker.formatMessage(AMOUNT.belowMin, limit(c, 'min')),
  'above-max': (c) => c.speaker.formatMessage(AMOUNT.aboveMax, limit(c, 'max')),
  'insufficient-balance': (c) =>
    c.speaker.formatMessage(AMOUNT.insufficientBalance, {
      amount: show(c.balance ?? 0n, c),
      chain: c.token.chainName,
    }),
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
export function canonicalAmountText(
  text: string,
  speaker: MessageFormatter = english,
): string | undefined {
  const read = readTypedAmount(text, intlLocale(speaker.locale));
  return read.ok ? normalizeAmountText(read.text) : undefined;
}

export function checkAmount(
  text: string,
  token: AmountToken,
  balance?: bigint,
  speaker: MessageFormatter = english,
): AmountCheck {
  const locale = intlLocale(speaker.locale);
  const ctx: Context = { token, balance, text, speaker, locale };
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
