import { describe, expect, it } from 'vitest';
import { shortAddress } from './short-address';

describe('shortAddress', () => {
  it('keeps the first six and last four characters of a long value', () => {
    expect(shortAddress('0x9f2C4A1b7E3d8F0a6B5c2D9e1F4a7B3c8D0e5d4C')).toBe('0x9f2C…5d4C');
    expect(shortAddress(`0x${'ab'.repeat(32)}`)).toBe('0xabab…abab');
  });

  it('leaves a value of 14 characters or fewer as it is', () => {
    expect(shortAddress('0x1234567890ab')).toBe('0x1234567890ab');
    expect(shortAddress('')).toBe('');
  });
});
