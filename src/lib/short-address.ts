/**
 * 0x1234…abcd: enough to recognise an address or a transaction; the full one goes in a title or
 * beside it. Values of 14 characters or fewer stay whole.
 */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
