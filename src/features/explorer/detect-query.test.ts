import { describe, expect, it } from 'vitest';
import { detectQuery, type Detected, type InvalidReason } from './detect-query';

const HASH = `0x${'ab'.repeat(32)}` as const;
const ADDR_LOWER = '0x52908400098527886e0f7030069857d2e4169ee7' as const;
const ADDR_CHECKSUM = '0x52908400098527886E0F7030069857D2E4169EE7' as const;
const SOLANA_SIG =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const SOLANA_ADDR = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

const cases: Array<[string, string, Detected]> = [
  ['a 32-byte hash', HASH, { kind: 'hash', value: HASH }],
  ['a hash in upper case with 0X', '0X' + 'AB'.repeat(32), { kind: 'hash', value: HASH }],
  [
    'a hash with spaces and a line break',
    `  ${HASH.slice(0, 30)}\n${HASH.slice(30)} `,
    { kind: 'hash', value: HASH },
  ],
  ['a hash without 0x', 'ab'.repeat(32), { kind: 'hash', value: HASH }],
  [
    'a lower-case address',
    ADDR_LOWER,
    { kind: 'address', value: ADDR_CHECKSUM, checksumMismatch: false },
  ],
  [
    'a checksummed address',
    ADDR_CHECKSUM,
    { kind: 'address', value: ADDR_CHECKSUM, checksumMismatch: false },
  ],
  [
    'an address whose capitals do not match its checksum (searched anyway)',
    '0x52908400098527886e0F7030069857D2E4169EE7',
    { kind: 'address', value: ADDR_CHECKSUM, checksumMismatch: true },
  ],
  [
    'an address without 0x',
    ADDR_LOWER.slice(2),
    { kind: 'address', value: ADDR_CHECKSUM, checksumMismatch: false },
  ],
  ['a deposit id', '1234', { kind: 'depositId', value: '1234' }],
  ['a deposit id with leading zeros and spaces', ' 0042 ', { kind: 'depositId', value: '42' }],
  ['a Solana signature', SOLANA_SIG, { kind: 'txnRef', value: SOLANA_SIG }],
  ['a Solana address', SOLANA_ADDR, { kind: 'nonEvmAddress', value: SOLANA_ADDR }],
  ['nothing', '   ', { kind: 'empty' }],
];

describe('detectQuery', () => {
  it.each(cases)('reads %s', (_name, input, expected) => {
    expect(detectQuery(input)).toEqual(expected);
  });

  it.each<[string, string, InvalidReason]>([
    ['a hash one character short', HASH.slice(0, -1), { why: 'hexLength', length: 63 }],
    ['a hash one character long', HASH + 'a', { why: 'hexLength', length: 65 }],
    ['an address one character short', ADDR_LOWER.slice(0, -1), { why: 'hexLength', length: 39 }],
    ['a non-hex character after 0x', '0x' + 'g'.repeat(64), { why: 'notHex' }],
    ['a bare 0x', '0x', { why: 'notHex' }],
    ['a word', 'hello world!', { why: 'unreadable' }],
    ['a decimal with a point', '12.5', { why: 'unreadable' }],
    ['a deposit id longer than a uint256', '9'.repeat(79), { why: 'tooManyDigits' }],
  ])('refuses %s and says why', (_name, input, reason) => {
    expect(detectQuery(input)).toEqual({ kind: 'invalid', reason });
  });
});
