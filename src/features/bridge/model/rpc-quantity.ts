// A JSON-RPC quantity (EIP-1474): "0x" and the hex digits without leading zeros, "0x0" for zero.
// What viem's toHex and numberToHex give for a non-negative integer; written out here because
// importing them brought viem's encoders and error classes (2.7 KB gzip) to the first page.
export function rpcQuantity(value: bigint | number): `0x${string}` {
  if (value < 0) throw new RangeError(`A quantity cannot be negative: ${value}`);
  return `0x${value.toString(16)}`;
}
