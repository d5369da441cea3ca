// Amounts as every view shows them: in the token's own decimals with its symbol, and in base
// units when the token is not known (never a guessed symbol or decimals), written the way the
// language writes numbers (the formatter, from useT(); English without one).
import { formatAmountDisplay, formatUsd } from '../contract/amounts';
import { intlLocale, leftToRight, formatterOf, type FormatterOrLocale } from './intl-locale';

/** "1,234.5 USDC" ("1234,5 USDC" in Spanish); "1234500000 base units" when the token is not known. */
export function tokenAmount(
  amount: string,
  token: { decimals: number; symbol: string } | undefined,
  formatterOrLocale?: FormatterOrLocale,
): string {
  const formatter = formatterOf(formatterOrLocale);
  const as = (text: string) => leftToRight(text, formatter.locale);
  if (!token)
    return formatter.formatMessage(
      { id: 'lib.tokenAmount.baseUnits', defaultMessage: '{amount} base units' },
      { amount: as(amount) },
    );
  try {
    // Every digit: what was sent and what arrived are compared with a wallet's and an explorer's.
    const shown = formatAmountDisplay(
      BigInt(amount),
      token.decimals,
      token.decimals,
      intlLocale(formatter.locale),
    );
    return as(`${shown} ${token.symbol}`);
  } catch {
    return formatter.formatMessage(
      { id: 'lib.tokenAmount.baseUnitsOf', defaultMessage: '{amount} base units of {symbol}' },
      { amount: as(amount), symbol: token.symbol },
    );
  }
}

/** "$24.99" ("24,99 US$" in Spanish), or undefined without a usable price. */
export function usdAmount(
  amount: string,
  decimals: number,
  priceUsd: string | null | undefined,
  formatterOrLocale?: FormatterOrLocale,
): string | undefined {
  if (!priceUsd) return undefined;
  const formatter = formatterOf(formatterOrLocale);
  try {
    const text = formatUsd(BigInt(amount), decimals, priceUsd, intlLocale(formatter.locale));
    return text === '—' ? undefined : text;
  } catch {
    return undefined;
  }
}
