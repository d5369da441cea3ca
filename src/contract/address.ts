// Address input typed or pasted by a person (docs/reliability.md#addresses). A mixed-case address
// carries an EIP-55 checksum and must match it; single-case input has none and is normalised.
import { getAddress, isAddress, type Address } from 'viem';

export type AddressInputReason =
  'empty' | 'missing-prefix' | 'wrong-length' | 'not-hex' | 'bad-checksum' | 'zero-address';

/** Why input is not an address, as a reason code: the app says it in the reader's language. */
export type AddressInputResult =
  { ok: true; address: Address } | { ok: false; reason: AddressInputReason };

const fail = (reason: AddressInputReason): AddressInputResult => ({ ok: false, reason });

/**
 * Leading and trailing whitespace is trimmed (pasting often adds a space or newline); anything
 * inside is rejected. The prefix must be a lower-case "0x", as every wallet writes it.
 */
export function parseAddressInput(text: string): AddressInputResult {
  const s = text.trim();
  if (s === '') return fail('empty');
  if (!s.startsWith('0x')) return fail('missing-prefix');
  const body = s.slice(2);
  if (!/^[0-9a-zA-Z]*$/.test(body)) return fail('not-hex');
  if (body.length !== 40) return fail('wrong-length');
  if (!/^[0-9a-fA-F]{40}$/.test(body)) return fail('not-hex');
  if (/^0{40}$/.test(body)) return fail('zero-address');
  const singleCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (singleCase) return { ok: true, address: getAddress(`0x${body.toLowerCase()}`) };
  if (!isAddress(s, { strict: true })) return fail('bad-checksum');
  return { ok: true, address: s };
}
