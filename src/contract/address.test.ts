import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseAddressInput } from './address';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const WETH_OP = '0x4200000000000000000000000000000000000006';

// docs/reliability.md#addresses: every row must hold (100 %).
const CASES: [name: string, input: string, expected: string][] = [
  ['valid checksum', USDC, USDC],
  ['valid checksum (2)', USDT, USDT],
  ['digits only, no letters', WETH_OP, WETH_OP],
  ['all lower case, normalised', USDC.toLowerCase(), USDC],
  ['all upper-case hex, normalised', `0x${USDC.slice(2).toUpperCase()}`, USDC],
  ['surrounding whitespace trimmed', `  ${USDT}\n`, USDT],
  ['wrong checksum (one letter flipped)', `0xa${USDC.slice(3)}`, 'bad-checksum'],
  ['wrong checksum (last letter flipped)', `${USDT.slice(0, -1)}C`, 'bad-checksum'],
  ['zero address', zeroAddress, 'zero-address'],
  ['39 hex characters', USDC.slice(0, -1), 'wrong-length'],
  ['41 hex characters', `${USDC.toLowerCase()}a`, 'wrong-length'],
  ['missing 0x', USDC.slice(2), 'missing-prefix'],
  ['upper-case 0X prefix', `0X${USDC.slice(2)}`, 'missing-prefix'],
  ['non-hex letter', `0x${'g'.repeat(40)}`, 'not-hex'],
  ['space inside', `${USDC.slice(0, 10)} ${USDC.slice(10)}`, 'not-hex'],
  ['empty', '', 'empty'],
  ['only whitespace', '   ', 'empty'],
  ['ENS name', 'vitalik.eth', 'missing-prefix'],
  ['just 0x', '0x', 'wrong-length'],
];

describe('parseAddressInput, case by case', () => {
  it(`has at least 12 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(CASES)('%s', (_name, input, expected) => {
    const r = parseAddressInput(input);
    if (expected.startsWith('0x')) {
      expect(r).toEqual({ ok: true, address: expected });
    } else {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toBe(expected);
    }
  });
});
