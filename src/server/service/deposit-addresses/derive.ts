// The same request always resolves to the same deposit address: the request,
// normalised, is hashed into a key, and the address and id are derived from that key.
import { getAddress, keccak256, stringToBytes } from 'viem';

export interface AddressRequest {
  integratorId: string;
  chainId: number;
  token: string;
  recipient: string;
  refundAddresses: readonly { namespace: string; address: string }[];
}

/** Hex addresses compare case-insensitively; other encodings (base58) are case-sensitive. */
const norm = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address);

/** Case-normalised; refund addresses as a set (order and repeats do not change the key). */
export function requestKey(r: AddressRequest): `0x${string}` {
  const refunds = [
    ...new Set(r.refundAddresses.map((a) => `${a.namespace.toLowerCase()}:${norm(a.address)}`)),
  ].sort();
  const canonical = JSON.stringify([
    r.integratorId.toLowerCase(),
    r.chainId,
    norm(r.token),
    norm(r.recipient),
    refunds,
  ]);
  return keccak256(stringToBytes(canonical));
}

/** A checksummed 20-byte address of the key (like a CREATE2 address of a per-request contract). */
export function depositAddressOf(key: `0x${string}`): `0x${string}` {
  return getAddress(`0x${keccak256(stringToBytes(`deposit-address:${key}`)).slice(-40)}`);
}

/** `pda_` + 24 hex characters: safe in a path segment, stable for the key. */
export function depositAddressIdOf(key: `0x${string}`): string {
  return `pda_${keccak256(stringToBytes(`deposit-address-id:${key}`)).slice(2, 26)}`;
}
