// Amounts are bigint base units end to end. User text is parsed with a strict pattern
// and never rounded; display and USD values use bigint arithmetic only, never floats.

export type ParseAmountResult =
  | { ok: true; value: bigint }
  | { ok: false; reason: 'empty' | 'invalid' | 'too-many-decimals' | 'too-large' };

export const MAX_UINT256 = (1n << 256n) - 1n;
/** 2^256 − 1 has 78 digits. */
const MAX_INTEGER_DIGITS = 78;

// One way to write each number: digits, optionally "." and digits. No sign, exponent, spaces,
// grouping, leading "." or trailing ".", and no redundant leading zero ("01"). Trailing
// fractional zeros ("1.50") are allowed, within the token's decimals.
const AMOUNT_RE = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/** ERC-20 decimals are a uint8; anything else is a programming error, not user input. */
function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Invalid token decimals: ${decimals}`);
  }
}

/** Parse what a person typed into base units of a token with `decimals`. */
export function parseAmount(text: string, decimals: number): ParseAmountResult {
  assertDecimals(decimals);
  if (text === '') return { ok: false, reason: 'empty' };
  const m = AMOUNT_RE.exec(text);
  if (!m) return { ok: false, reason: 'invalid' };
  const int = m[1] ?? '';
  const frac = m[2] ?? '';
  if (frac.length > decimals) return { ok: false, reason: 'too-many-decimals' };
  if (int.length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'too-large' };
  const value = BigInt(int + frac.padEnd(decimals, '0'));
  if (value > MAX_UINT256) return { ok: false, reason: 'too-large' };
  return { ok: true, value };
}

export interface FormatAmountOptions {
  /** Cut (toward zero, never rounding up) to at most this many fractional digits. */
  maxFractionDigits?: number;
  /** Group the integer part in thousands with ",". */
  grouping?: boolean;
}

/** Canonical decimal text: no trailing zeros, no trailing ".", so it parses back exactly. */
export function formatAmount(
  value: bigint,
  decimals: number,
  opts: FormatAmountOptions = {},
): string {
  assertDecimals(decimals);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  let frac = decimals === 0 ? '' : (abs % base).toString().padStart(decimals, '0');
  if (opts.maxFractionDigits !== undefined)
    frac = frac.slice(0, Math.max(0, opts.maxFractionDigits));
  frac = frac.replace(/0+$/, '');
  const intDigits = (abs / base).toString();
  const int = opts.grouping ? groupThousands(intDigits) : intDigits;
  const text = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * For the UI: grouped, at most `maxFractionDigits`, and "< 0.000001" rather than a false 0, in
 * the separators of `locale` (a BCP 47 tag; "1.234,5" in Spanish), English without one.
 */
export function formatAmountDisplay(
  value: bigint,
  decimals: number,
  maxFractionDigits = 6,
  locale?: string,
): string {
  const text = formatAmount(value, decimals, { maxFractionDigits });
  if (value > 0n && text === '0') {
    const least = maxFractionDigits <= 0 ? '1' : `0.${'0'.repeat(maxFractionDigits - 1)}1`;
    return `< ${localDecimal(least, locale)}`;
  }
  return localDecimal(text, locale);
}

// Intl never sees an amount as a Number, which would lose digits past the 15th: the digits are
// the bigint's own, and only the language's grouping (given a bigint, Intl groups every digit
// exactly), decimal separator and minus sign come from Intl. Latin digits in every language,
// Arabic too: amounts are compared digit by digit with a wallet's and an explorer's, which show
// them so, and the fraction's digits are written here as they are.
interface NumberStyle {
  group(digits: string): string;
  decimal: string;
  minus: string;
}

const numberStyles = new Map<string, NumberStyle>();

function numberStyle(locale = 'en-US'): NumberStyle {
  let style = numberStyles.get(locale);
  if (!style) {
    // Grouping as the language groups ('auto'): Spanish leaves four digits alone (1234,5).
    const format = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
    const parts = format.formatToParts(-1.5);
    style = {
      group: (digits) => format.format(BigInt(digits)),
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      minus: parts.find((p) => p.type === 'minusSign')?.value ?? '-',
    };
    numberStyles.set(locale, style);
  }
  return style;
}

/** Canonical decimal text ("-1234.5") written the way `locale` writes numbers ("-1.234,5"). */
function localDecimal(text: string, locale: string | undefined): string {
  const { group, decimal, minus } = numberStyle(locale);
  const m = /^(-?)([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!m) return text;
  const [, sign, int = '', frac] = m;
  return `${sign ? minus : ''}${group(int)}${frac ? `${decimal}${frac}` : ''}`;
}

const groupThousands = (digits: string): string => numberStyle('en-US').group(digits);

/** A non-negative rational num/den. */
interface Ratio {
  num: bigint;
  den: bigint;
}

// Prices arrive as decimal strings; a JavaScript service may stringify tiny ones as "1.2e-7",
// so the exponent form is read too (responses tolerant), exactly.
const PRICE_RE = /^([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]{1,3}))?$/;

function parseDecimal(text: string): Ratio | undefined {
  const m = PRICE_RE.exec(text.trim());
  if (!m) return undefined;
  const frac = m[2] ?? '';
  const exp = Number(m[3] ?? '0') - frac.length;
  const digits = BigInt((m[1] ?? '') + frac);
  return exp >= 0
    ? { num: digits * 10n ** BigInt(exp), den: 1n }
    : { num: digits, den: 10n ** BigInt(-exp) };
}

/** num/den rounded half-up to a whole number (inputs non-negative). */
function roundHalfUp(num: bigint, den: bigint): bigint {
  return (num * 2n + den) / (den * 2n);
}

function centsOf(amount: bigint, decimals: number, price: Ratio): bigint {
  const abs = amount < 0n ? -amount : amount;
  const cents = roundHalfUp(abs * price.num * 100n, 10n ** BigInt(decimals) * price.den);
  return amount < 0n ? -cents : cents;
}

function centsText(cents: bigint, grouping: boolean): string {
  const abs = cents < 0n ? -cents : cents;
  const int = (abs / 100n).toString();
  const text = `${grouping ? groupThousands(int) : int}.${(abs % 100n).toString().padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}

/**
 * Exact USD value of `amount` base units at `priceUsd` per whole token, rounded half-up to
 * cents, as plain decimal text ("1234.56"). null when there is no usable price.
 */
export function usdValue(amount: bigint, decimals: number, priceUsd: string | null): string | null {
  assertDecimals(decimals);
  const price = priceUsd === null ? undefined : parseDecimal(priceUsd);
  return price ? centsText(centsOf(amount, decimals, price), false) : null;
}

/**
 * "$1,234.56"; "< $0.01" for a non-zero value that rounds to nothing; "—" without a price. In
 * `locale`'s currency format when given ("1234,56 US$" in Spanish).
 */
export function formatUsd(
  amount: bigint,
  decimals: number,
  priceUsd: string | null,
  locale?: string,
): string {
  assertDecimals(decimals);
  const price = priceUsd === null ? undefined : parseDecimal(priceUsd);
  if (!price) return '—';
  return displayCents(centsOf(amount, decimals, price), amount !== 0n && price.num !== 0n, locale);
}

/** Display a USD figure the service already computed (e.g. a fee's amountUsd). */
export function formatUsdValue(usd: string | number | null | undefined, locale?: string): string {
  if (usd === null || usd === undefined) return '—';
  if (typeof usd === 'number' && !Number.isFinite(usd)) return '—';
  const text = String(usd);
  const negative = text.startsWith('-');
  const value = parseDecimal(negative ? text.slice(1) : text);
  if (!value) return '—';
  const cents = roundHalfUp(value.num * 100n, value.den);
  return displayCents(negative ? -cents : cents, value.num !== 0n, locale);
}

function displayCents(cents: bigint, nonZero: boolean, locale = 'en-US'): string {
  if (cents === 0n && nonZero) return `< ${currencyText(1n, locale)}`;
  return currencyText(cents, locale);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

// Intl lays out the sign, symbol and grouping of the whole dollars (a bigint, exact however
// many); the cents are put in its fraction as they are, so no figure passes through a Number.
function currencyText(cents: bigint, locale: string): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      numberingSystem: 'latn',
    });
    currencyFormats.set(locale, format);
  }
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const dollars = abs / 100n;
  const whole = dollars === 0n ? (negative ? -0 : 0) : negative ? -dollars : dollars;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return format
    .formatToParts(whole)
    .map((p) => (p.type === 'fraction' ? fraction : p.value))
    .join('');
}
