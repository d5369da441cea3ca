import { describe, expect, it } from 'vitest';
import { decimalSeparator, readTypedAmount, typedAmountText } from './typed-amount';

describe('an amount as typed in a language', () => {
  it('knows each language’s decimal separator', () => {
    expect(['en', 'es', 'zh-CN', 'ar'].map(decimalSeparator)).toEqual(['.', ',', '.', '.']);
  });

  it('reads the decimal comma in Spanish only', () => {
    expect(readTypedAmount('1,5', 'es')).toEqual({ ok: true, text: '1.5' });
    expect(readTypedAmount('1,5', 'en')).toEqual({ ok: false, why: 'comma' });
    expect(readTypedAmount('1,5', 'zh-CN')).toEqual({ ok: false, why: 'comma' });
    expect(readTypedAmount('1,5', 'ar')).toEqual({ ok: false, why: 'comma' });
  });

  it('refuses thousands separators, and a Spanish dot that could be one', () => {
    expect(readTypedAmount('1.234', 'es')).toEqual({ ok: false, why: 'ambiguous' });
    expect(readTypedAmount('123.456', 'es')).toEqual({ ok: false, why: 'ambiguous' });
    expect(readTypedAmount('1.234,5', 'es')).toEqual({ ok: false, why: 'grouping' });
    expect(readTypedAmount('0.234', 'es')).toEqual({ ok: true, text: '0.234' });
    expect(readTypedAmount('1.2345', 'es')).toEqual({ ok: true, text: '1.2345' });
    expect(readTypedAmount('1.234', 'en')).toEqual({ ok: true, text: '1.234' });
  });

  it('writes a canonical amount back as the field shows it', () => {
    expect(typedAmountText('1234.5', 'es')).toBe('1234,5');
    expect(typedAmountText('1234.5', 'en')).toBe('1234.5');
    expect(typedAmountText('1234.5', 'ar')).toBe('1234.5');
    expect(typedAmountText('1234.5', 'zh-CN')).toBe('1234.5');
  });
});
