// Slippage tolerance: "auto" (the service picks per swap leg) or a custom percentage up to 50 %,
// typed as text and read strictly (never through a float until it is a checked percentage), with
// the page language's decimal separator as the amount field reads it (src/lib/typed-amount):
// "0,5" is half a percent in Spanish, and refused in English, where a comma could be misread.

import { defineMessages, type IntlShape } from 'react-intl';
import { formatsFor } from '../../../lib/format';
import { decimalSeparator, readTypedAmount } from '../../../lib/typed-amount';
import { untyped } from './messages';

export type Slippage = { kind: 'auto' } | { kind: 'custom'; percent: string };

export const AUTO_SLIPPAGE: Slippage = { kind: 'auto' };
export const MAX_SLIPPAGE_PERCENT = 50;

const PROBLEMS = untyped(
  defineMessages({
    format: {
      id: 'bridge.slippage.problem.format',
      defaultMessage:
        'Enter a percentage such as 0.5 or 1, with a dot (.) and at most two decimals.',
    },
    formatComma: {
      id: 'bridge.slippage.problem.formatComma',
      defaultMessage:
        'Enter a percentage such as 0,5 or 1, with a comma (,) and at most two decimals.',
    },
    comma: {
      id: 'bridge.slippage.problem.comma',
      defaultMessage: 'Use a dot (.) as the decimal separator, as in 0.5.',
    },
    zero: {
      id: 'bridge.slippage.problem.zero',
      defaultMessage: 'Enter a tolerance above {zero}.',
    },
    tooHigh: {
      id: 'bridge.slippage.problem.tooHigh',
      defaultMessage: 'The most Ferry allows is {max}.',
    },
  }),
);

export type SlippageProblem = 'format' | 'comma' | 'zero' | 'tooHigh';

export type SlippageCheck = { ok: true; percent: string } | { ok: false; problem: SlippageProblem };

/** Why a custom percentage is refused, in the reader's language, naming its separator. */
export function slippageProblem(t: IntlShape, problem: SlippageProblem): string {
  const { percent } = formatsFor(t);
  const words =
    problem === 'format' && decimalSeparator(t.locale) === ',' ? 'formatComma' : problem;
  return t.formatMessage(PROBLEMS[words], {
    zero: percent(0),
    max: percent(MAX_SLIPPAGE_PERCENT / 100),
  });
}

/**
 * A custom percentage as typed in `locale` (English by default, as stored values and links are
 * written): digits with at most two decimals, above 0 and at most 50.
 */
export function checkSlippage(text: string, locale = 'en'): SlippageCheck {
  // A percent sign typed after the figure ("0,5 %", or the Arabic "٪") is the unit, not text.
  const read = readTypedAmount(text.replace(/[%٪\u200e\u200f\s]+$/u, '').trim(), locale);
  if (!read.ok) return { ok: false, problem: read.why === 'comma' ? 'comma' : 'format' };
  const t = read.text;
  if (!/^(\d{1,2}(\.\d{0,2})?|\.\d{1,2})$/.test(t)) return { ok: false, problem: 'format' };
  const hundredths = Math.round(Number(t) * 100);
  if (hundredths <= 0) return { ok: false, problem: 'zero' };
  if (hundredths > MAX_SLIPPAGE_PERCENT * 100) return { ok: false, problem: 'tooHigh' };
  return { ok: true, percent: String(hundredths / 100) };
}

/** What the quote request carries: nothing for auto, else the fraction (1 % → 0.01). */
export function slippageFraction(s: Slippage): number | undefined {
  if (s.kind === 'auto') return undefined;
  const c = checkSlippage(s.percent);
  return c.ok ? Math.round(Number(c.percent) * 100) / 10_000 : undefined;
}

export function slippageLabel(t: IntlShape, s: Slippage): string {
  return s.kind === 'auto'
    ? t.formatMessage({ id: 'bridge.slippage.autoShort', defaultMessage: 'Auto' })
    : formatsFor(t).percent(Number(s.percent) / 100);
}

/** A stored value, read defensively: anything unexpected is auto. */
export function parseStoredSlippage(raw: string | null): Slippage {
  if (!raw || raw === 'auto') return AUTO_SLIPPAGE;
  const c = checkSlippage(raw);
  return c.ok ? { kind: 'custom', percent: c.percent } : AUTO_SLIPPAGE;
}

export const storedSlippage = (s: Slippage) => (s.kind === 'auto' ? 'auto' : s.percent);
