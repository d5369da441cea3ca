// Every figure in the language of the page, from one object: `formatsFor(t)` with useT()'s
// object, or the hook useFormat(). Token amounts stay exact to the base unit (bigint digits,
// the language's separators); USD, numbers, percentages, times and lists go through Intl.
import { formatAmountDisplay, formatUsd, formatUsdValue } from '../contract/amounts';
import { formatDuration } from './duration';
import { numberFormat } from './intl-formats';
import {
  intlLocale,
  leftToRight,
  pseudoWords,
  formatterOf,
  type FormatterOrLocale,
} from './intl-locale';
import { readableAmount } from './readable-amount';
import { formatAbsoluteTime, formatRelativeTime } from './time';
import { tokenAmount, usdAmount } from './token-amount';

export function formatsFor(formatterOrLocale?: FormatterOrLocale) {
  const formatter = formatterOf(formatterOrLocale);
  const tag = intlLocale(formatter.locale);
  return {
    locale: formatter.locale,
    /** Digits of an amount alone, "1.234,5" in Spanish; pair it with a symbol through `token`. */
    amount: (value: bigint, decimals: number, maxFractionDigits = 6) =>
      formatAmountDisplay(value, decimals, maxFractionDigits, tag),
    /** "1.234,5 USDC", kept left to right in Arabic. */
    token: (value: bigint, t: { decimals: number; symbol: string }, maxFractionDigits = 6) =>
      leftToRight(
        `${formatAmountDisplay(value, t.decimals, maxFractionDigits, tag)} ${t.symbol}`,
        formatter.locale,
      ),
    /** An amount as the API gives it (base units as text), or base units when the token is not known. */
    tokenAmount: (amount: string, t: { decimals: number; symbol: string } | undefined) =>
      tokenAmount(amount, t, formatter),
    readableAmount: (value: bigint, decimals: number, round: 'down' | 'up' = 'down') =>
      readableAmount(value, decimals, round, tag),
    usd: (value: bigint, decimals: number, priceUsd: string | null) =>
      formatUsd(value, decimals, priceUsd, tag),
    usdAmount: (amount: string, decimals: number, priceUsd: string | null | undefined) =>
      usdAmount(amount, decimals, priceUsd, formatter),
    /** A USD figure the service computed. */
    usdValue: (usd: string | number | null | undefined) => formatUsdValue(usd, tag),
    number: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
      numberFormat(tag, options).format(value),
    /** 0.0125 → "1.25%" ("1,25 %" in Spanish). */
    percent: (fraction: number, maxFractionDigits = 2) =>
      numberFormat(tag, { style: 'percent', maximumFractionDigits: maxFractionDigits }).format(
        fraction,
      ),
    /** "5 minutes ago" ("hace 5 minutos"); `now` from the caller's clock (useNow). */
    relativeTime: (value: Date | string | number, now: Date | string | number) =>
      formatRelativeTime(value, now, formatter),
    absoluteTime: (value: Date | string | number, timeZone?: string) =>
      formatAbsoluteTime(value, formatter, timeZone),
    /** Seconds as "1 hr, 20 min" ("1 h y 20 min"). */
    duration: (seconds: number) => formatDuration(seconds, formatter),
    /** "Base, Optimism, and Arbitrum" ("Base, Optimism y Arbitrum"); `or` for alternatives. */
    list: (items: readonly string[], type: 'and' | 'or' = 'and') =>
      new Intl.ListFormat(tag, { type: type === 'and' ? 'conjunction' : 'disjunction' })
        .formatToParts(items)
        .map((p) => (p.type === 'literal' ? pseudoWords(p.value, formatter.locale) : p.value))
        .join(''),
  };
}

export type Formats = ReturnType<typeof formatsFor>;
