// What a person pasted into the explorer's one search box, read the way a support agent would:
// a 32-byte hex could be a deposit transaction, a relay-data hash, an order id or a sweep
// transaction (all are tried); a 20-byte address lists its deposits; digits are a deposit id
// (which needs its origin chain); a base58 string is a non-EVM transaction or address.
// Pure, so every reading is unit-tested. Copy-paste noise is forgiven: spaces and line breaks
// anywhere, a "0X" prefix or none, any letter case (a wrong checksum does not stop a search).
import { getAddress } from 'viem';

export type Detected =
  | { kind: 'empty' }
  | { kind: 'hash'; value: `0x${string}` }
  | { kind: 'address'; value: `0x${string}`; checksumMismatch: boolean }
  | { kind: 'depositId'; value: string }
  | { kind: 'txnRef'; value: string }
  | { kind: 'nonEvmAddress'; value: string }
  | { kind: 'invalid'; reason: InvalidReason };

/** Why an input cannot be searched; `hexLength` carries the count of hex characters read. */
export type InvalidReason =
  | { why: 'hexLength'; length: number }
  | { why: 'notHex' }
  | { why: 'tooManyDigits' }
  | { why: 'unreadable' };

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const HEX = /^[0-9a-fA-F]+$/;

function hexReading(body: string): Detected {
  if (body.length === 64) return { kind: 'hash', value: `0x${body.toLowerCase()}` };
  if (body.length === 40) {
    const lower = `0x${body.toLowerCase()}` as const;
    const checksummed = getAddress(lower);
    const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
    return {
      kind: 'address',
      value: checksummed,
      checksumMismatch: mixed && `0x${body}` !== checksummed,
    };
  }
  return { kind: 'invalid', reason: { why: 'hexLength', length: body.length } };
}

export function detectQuery(input: string): Detected {
  const s = input.replace(/\s+/g, '');
  if (s === '') return { kind: 'empty' };
  if (/^0x/i.test(s)) {
    const body = s.slice(2);
    if (body === '' || !HEX.test(body)) {
      return { kind: 'invalid', reason: { why: 'notHex' } };
    }
    return hexReading(body);
  }
  if (/^\d+$/.test(s)) {
    if (s.length > 78) {
      return { kind: 'invalid', reason: { why: 'tooManyDigits' } };
    }
    // "0042" names deposit 42, as the service reads it.
    return { kind: 'depositId', value: BigInt(s).toString() };
  }
  // Hex without its prefix, as some explorers copy it.
  if (HEX.test(s) && (s.length === 64 || s.length === 40)) return hexReading(s);
  if (BASE58.test(s)) {
    if (s.length >= 64 && s.length <= 88) return { kind: 'txnRef', value: s };
    if (s.length >= 32 && s.length <= 44) return { kind: 'nonEvmAddress', value: s };
  }
  return { kind: 'invalid', reason: { why: 'unreadable' } };
}
