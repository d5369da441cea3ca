// An amount as a person types it in their language, read into the one form the parser takes
// (digits, at most one "." and digits), or refused with the reason, never misread.
//
// - The language's decimal separator is read: "1,5" is one and a half in Spanish. A comma is
//   refused where the decimal separator is a dot (English, Chinese, Arabic): "1,5" could be a
//   European decimal or a thousand, and there is no telling which.
// - Thousands separators are refused in every language, so no figure is ever read a thousand
//   times too large or too small.
// - In Spanish a dot is still read as a decimal point where it can be nothing else ("1.5",
//   "0.125", "1234.56": a group of thousands has exactly three digits after a first group that
//   starts with 1-9), because links, the Max button and wallets write amounts so. "1.234" could
//   be either, and is refused.
// - Invisible direction marks (copied from an Arabic page), Arabic-Indic digits and the Arabic
//   decimal separator "٫", and full-width digits and "．" (Chinese input methods) mean only one
//   thing, and are read as such.
import { intlLocale } from './intl-locale';

export type TypedAmount =
  | { ok: true; text: string }
  | {
      ok: false;
      /** comma: a comma where it cannot be a decimal separator; ambiguous: "1.234" in Spanish;
       * grouping: thousands separators; invalid: anything else that is not a number. */
      why: 'comma' | 'ambiguous' | 'grouping' | 'invalid';
    };

const decimalSeparators = new Map<string, string>();

/** "." or ",": the language's decimal separator. */
export function decimalSeparator(locale: string): string {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5);
    separator = parts.find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

const DIRECTION_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;

/** Digits of other scripts as ASCII; the Arabic and full-width separators as "." and ",". */
function plainDigits(text: string): string {
  return text
    .replace(DIRECTION_MARKS, '')
    .replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\uff0e\uff0c\u066c]/g, (c) => {
      const code = c.charCodeAt(0);
      if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
      if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
      if (code >= 0xff10 && code <= 0xff19) return String(code - 0xff10);
      if (c === '\uff0e') return '.';
      return c === '\u066c' || c === '\uff0c' ? ',' : c;
    });
}

const count = (text: string, c: string) => text.split(c).length - 1;

export function readTypedAmount(typed: string, locale: string): TypedAmount {
  const decimal = decimalSeparator(locale);
  // "٫" is a decimal separator in any language: the language's own from here on.
  const text = plainDigits(typed).replace(/\u066b/g, decimal);
  if (decimal === '.') {
    if (text.includes(',')) return { ok: false, why: 'comma' };
    return { ok: true, text };
  }
  const commas = count(text, ',');
  const dots = count(text, '.');
  if (commas > 1 || dots > 1 || (commas && dots)) return { ok: false, why: 'grouping' };
  if (commas) return { ok: true, text: text.replace(',', '.') };
  if (/^[1-9][0-9]{0,2}\.[0-9]{3}$/.test(text)) return { ok: false, why: 'ambiguous' };
  return { ok: true, text };
}

/** A canonical amount ("1234.5") as the field shows it in the language ("1234,5" in Spanish). */
export function typedAmountText(canonical: string, locale: string): string {
  return decimalSeparator(locale) === ',' ? canonical.replace('.', ',') : canonical;
}
