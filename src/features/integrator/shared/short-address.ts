/** 0x1234…abcd: enough to recognise an address; the full one goes in a title or beside it. */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
