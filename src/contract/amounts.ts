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

/** For the UI: grouped, at most `maxFractionDigits`, and "< 0.000001" rather than a false 0. */
export function formatAmountDisplay(
  value: bigint,
  decimals: number,
  maxFractionDigits = 6,
): string {
  const text = formatAmount(value, decimals, { maxFractionDigits, grouping: true });
  if (value > 0n && text === '0') {
    return maxFractionDigits <= 0 ? '< 1' : `< 0.${'0'.repeat(maxFractionDigits - 1)}1`;
  }
  return text;
}

// en-US on purpose: amounts are typed and shown with "." as the decimal separator everywhere
// in Ferry (the amount field says so), so grouping must use ",". Given a bigint, Intl formats
// every digit exactly, however long.
const THOUSANDS = new Intl.NumberFormat('en-US', { useGrouping: true });
const groupThousands = (digits: string): string => THOUSANDS.format(BigInt(digits));

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

/** "$1,234.56"; "< $0.01" for a non-zero value that rounds to nothing; "—" without a price. */
export function formatUsd(amount: bigint, decimals: number, priceUsd: string | null): string {
  assertDecimals(decimals);
  const price = priceUsd === null ? undefined : parseDecimal(priceUsd);
  if (!price) return '—';
  return displayCents(centsOf(amount, decimals, price), amount !== 0n && price.num !== 0n);
}

/** Display a USD figure the service already computed (e.g. a fee's amountUsd). */
export function formatUsdValue(usd: string | number | null | undefined): string {
  if (usd === null || usd === undefined) return '—';
  if (typeof usd === 'number' && !Number.isFinite(usd)) return '—';
  const text = String(usd);
  const negative = text.startsWith('-');
  const value = parseDecimal(negative ? text.slice(1) : text);
  if (!value) return '—';
  const cents = roundHalfUp(value.num * 100n, value.den);
  return displayCents(negative ? -cents : cents, value.num !== 0n);
}

function displayCents(cents: bigint, nonZero: boolean): string {
  if (cents === 0n && nonZero) return '< $0.01';
  const text = centsText(cents, true);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
