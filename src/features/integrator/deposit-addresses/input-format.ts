// How a supported input reads in the table: limits in the input token's own decimals on its
// chain, the proportional fee (1e18 = 100 %) as a percentage, durations in words, each in the
// page's language (`f` from useFormat(); English without one).
import { defineMessage } from 'react-intl';
import { getChain } from '../../../contract/chains';
import { formatsFor, type Formats } from '../../../lib/format';
import { english, leftToRight, type MessageFormatter } from '../../../lib/intl-locale';

const unknownChain = defineMessage<{ chainId: string }>({
  id: 'integrator.chain.unknown',
  defaultMessage: 'Chain {chainId}',
});

export const chainName = (chainId: number, t: MessageFormatter = english) =>
  getChain(chainId)?.name ?? t.formatMessage(unknownChain, { chainId: String(chainId) });

/**
 * A readable amount and every digit of it, for a tooltip (src/lib/readable-amount.ts: 4
 * significant digits below 1, at most 4 decimals from 1 up; "up" for a minimum).
 */
export function tokenAmountText(
  baseUnits: string,
  decimals: number,
  symbol: string,
  round: 'down' | 'up' = 'down',
  f: Formats = formatsFor(),
): { shown: string; exact: string } {
  const { shown, exact } = f.readableAmount(BigInt(baseUnits), decimals, round);
  return {
    shown: leftToRight(`${shown} ${symbol}`, f.locale),
    exact: leftToRight(`${exact} ${symbol}`, f.locale),
  };
}

/**
 * "100000000000000" (1e18-scaled) → "0.01%" ("0,01 %" in Spanish). Exact: bigint digits, no
 * floating point; the language's percent pattern is taken from Intl's 100 %.
 */
export function pctText(scaled: string, f: Formats = formatsFor()): string {
  return f.percent(1).replace('100', f.amount(BigInt(scaled), 16, 4));
}

const unit = (value: number, name: 'second' | 'minute' | 'hour', f: Formats) =>
  f.number(value, { style: 'unit', unit: name, unitDisplay: 'short' });

export function durationText(seconds: number, f: Formats = formatsFor()): string {
  if (seconds < 90) return unit(Math.round(seconds), 'second', f);
  if (seconds < 5400) return unit(Math.round(seconds / 60), 'minute', f);
  return unit(Math.round(seconds / 3600), 'hour', f);
}

export const usdText = (value: number, f: Formats = formatsFor()) => f.usdValue(value);
