// Bytes a service appends after a call's ABI-encoded arguments, which the contract ignores (the
// real service's 2026 calls carry them): the integrator tag `0x1dc0de` + the 2-byte integrator id,
// the swap API's marker `0x73c0de`, and the embedded service's order tag (ORDER_TAG_MARKER + the
// 32-byte order id, spoke-pool-calls.ts). Anything else after the arguments is not accepted as a
// tag.
import { encodeFunctionData, size, sliceHex, type Abi, type Hex } from 'viem';
import { ORDER_TAG_MARKER } from './spoke-pool-calls';

export interface CallTags {
  /** The integrator id the call is tagged with ("0xdead"), if any. */
  integratorId?: Hex;
  /** The swap API's marker was present. */
  swapApi?: boolean;
  /** The order id the embedded service tags its deposits with. */
  orderId?: Hex;
}

const INTEGRATOR_MARKER = '1dc0de';
const SWAP_API_MARKER = '73c0de';
const ORDER_MARKER = ORDER_TAG_MARKER.slice(2);

/** Reads the tags of `tail` (hex without 0x); undefined when any byte is not part of a known tag. */
export function readTags(tail: string): CallTags | undefined {
  const tags: CallTags = {};
  let rest = tail.toLowerCase();
  while (rest.length > 0) {
    if (rest.startsWith(ORDER_MARKER) && rest.length >= ORDER_MARKER.length + 64 && !tags.orderId) {
      tags.orderId = `0x${rest.slice(ORDER_MARKER.length, ORDER_MARKER.length + 64)}`;
      rest = rest.slice(ORDER_MARKER.length + 64);
    } else if (rest.startsWith(INTEGRATOR_MARKER) && rest.length >= 10 && !tags.integratorId) {
      tags.integratorId = `0x${rest.slice(6, 10)}`;
      rest = rest.slice(10);
    } else if (rest.startsWith(SWAP_API_MARKER) && !tags.swapApi) {
      tags.swapApi = true;
      rest = rest.slice(6);
    } else {
      return undefined;
    }
  }
  return tags;
}

/**
 * The tags after the arguments of `data`, decoded as `decoded`: the arguments' length is what
 * encoding them again gives (viem's decoder reads only what the arguments need).
 */
export function readCallTags(
  data: Hex,
  abi: Abi,
  decoded: { functionName: string; args?: readonly unknown[] },
): CallTags | undefined {
  const args = decoded.args ?? [];
  // Overloads (the two depositNative) are told apart by their argument count.
  const item = abi.find(
    (i) =>
      i.type === 'function' && i.name === decoded.functionName && i.inputs.length === args.length,
  );
  if (!item) return undefined;
  const encoded = encodeFunctionData({ abi: [item], args } as never);
  if (size(data) < size(encoded)) return undefined;
  if (size(data) === size(encoded)) return {};
  return readTags(sliceHex(data, size(encoded)).slice(2));
}
