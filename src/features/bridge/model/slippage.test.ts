import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../i18n/testing/format-message';
import { intlIn } from '../testing/intl';
import {
  checkSlippage,
  parseStoredSlippage,
  slippageFraction,
  slippageLabel,
  slippageProblem,
  type SlippageProblem,
} from './slippage';

describe('slippage', () => {
  it.each([
    ['0.5', '0.5'],
    ['1', '1'],
    ['.25', '0.25'],
    ['50', '50'],
    ['3 %', '3'],
  ])('accepts %s as %s %%', (text, percent) => {
    expect(checkSlippage(text)).toEqual({ ok: true, percent });
  });

  it.each<[string, SlippageProblem, string]>([
    ['50.01', 'tooHigh', formatMessage('bridge.slippage.problem.tooHigh', { max: '50%' })],
    ['0', 'zero', formatMessage('bridge.slippage.problem.zero', { zero: '0%' })],
    ['1,5', 'comma', formatMessage('bridge.slippage.problem.comma')],
    ['0.125', 'format', formatMessage('bridge.slippage.problem.format')],
    ['-1', 'format', formatMessage('bridge.slippage.problem.format')],
  ])('refuses %s with the reason', (text, problem, message) => {
    expect(checkSlippage(text)).toEqual({ ok: false, problem });
    expect(slippageProblem(intlIn(), problem)).toBe(message);
  });

  it.each([
    ['0,5', '0.5'],
    ['0.5', '0.5'],
    ['1,25 %', '1.25'],
    [',5', '0.5'],
  ])('reads %s typed in Spanish as %s percent', (text, percent) => {
    expect(checkSlippage(text, 'es')).toEqual({ ok: true, percent });
  });

  it('refuses in Spanish what could be misread, naming the comma', () => {
    expect(checkSlippage('0,125', 'es')).toEqual({ ok: false, problem: 'format' });
    expect(checkSlippage('1.234', 'es')).toEqual({ ok: false, problem: 'format' });
    expect(slippageProblem(intlIn('es'), 'format')).toBe(
      formatMessage('bridge.slippage.problem.formatComma', undefined, 'es'),
    );
  });

  it('writes its percentages the way the language does', () => {
    expect(slippageProblem(intlIn('es'), 'tooHigh')).toBe(
      'Lo máximo que permite Ferry es 50\u00a0%.',
    );
    expect(slippageProblem(intlIn('es'), 'zero')).toBe(
      'Ingresa una tolerancia mayor que 0\u00a0%.',
    );
    expect(slippageLabel(intlIn('es'), { kind: 'custom', percent: '0.5' })).toBe('0,5\u00a0%');
    expect(slippageLabel(intlIn('ar'), { kind: 'custom', percent: '2' })).toBe('2\u200e%\u200e');
    expect(slippageLabel(intlIn(), { kind: 'custom', percent: '0.25' })).toBe('0.25%');
  });

  it('sends a fraction for custom and nothing for auto', () => {
    expect(slippageFraction({ kind: 'custom', percent: '0.5' })).toBe(0.005);
    expect(slippageFraction({ kind: 'custom', percent: '50' })).toBe(0.5);
    expect(slippageFraction({ kind: 'auto' })).toBeUndefined();
  });

  it('reads a tampered or old stored value as auto', () => {
    expect(parseStoredSlippage('75')).toEqual({ kind: 'auto' });
    expect(parseStoredSlippage('{"x":1}')).toEqual({ kind: 'auto' });
    expect(parseStoredSlippage(null)).toEqual({ kind: 'auto' });
    expect(parseStoredSlippage('2')).toEqual({ kind: 'custom', percent: '2' });
  });
});
