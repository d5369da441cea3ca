// The calldata of a deposit-address sweep on a sandbox chain: one spoke-pool deposit per arrival,
// each ending with its arrival's id behind a marker (as an order's deposit ends with its order id,
// src/contract/spoke-pool-calls.ts), so the indexer's claimer knows which arrival a deposit it
// reads sweeps. Several deposits go in one transaction through the spoke pool's own multicall.
import {
  concatHex,
  decodeFunctionData,
  encodeFunctionData,
  keccak256,
  padHex,
  size,
  sliceHex,
  stringToBytes,
  type Hex,
} from 'viem';
import { decodeDepositCall, type DepositCall } from '../../../contract/spoke-pool-calls';
import { spokePoolAbi } from '../chains/contracts/generated/SpokePool';

/** Marks the arrival id at the end of a sweep's deposit calldata (not the order tag's marker). */
export const ARRIVAL_TAG_MARKER: Hex = '0x5eec0de5';

const ARRIVAL_ID = /^arr_([0-9a-f]{24})$/;

/**
 * The id of an arrival read on a chain: one per transaction and log (or the transaction's own
 * value, index -1), so reading the same block again records nothing new.
 */
export function arrivalIdOf(chainId: number, txHash: Hex, index: number): string {
  const digest = keccak256(stringToBytes(`arrival:${chainId}:${txHash.toLowerCase()}:${index}`));
  return `arr_${digest.slice(2, 26)}`;
}

export function tagWithArrival(data: Hex, arrivalId: string): Hex {
  const hex = ARRIVAL_ID.exec(arrivalId)?.[1];
  if (!hex) throw new Error(`Not an arrival id: ${arrivalId}`);
  return concatHex([data, ARRIVAL_TAG_MARKER, padHex(`0x${hex}`, { size: 32 })]);
}

/** The arrival id a calldata ends with, or undefined when it carries none. */
export function arrivalIdOfCalldata(data: Hex): string | undefined {
  const tail = size(ARRIVAL_TAG_MARKER) + 32;
  if (size(data) < 4 + tail) return undefined;
  const end = sliceHex(data, size(data) - tail);
  if (sliceHex(end, 0, size(ARRIVAL_TAG_MARKER)).toLowerCase() !== ARRIVAL_TAG_MARKER) {
    return undefined;
  }
  return `arr_${end.slice(-24).toLowerCase()}`;
}

/** One spoke-pool call for tagged deposits: the deposit itself, or a multicall of them. */
export function sweepCalldata(deposits: readonly Hex[]): Hex {
  if (deposits.length === 1) return deposits[0]!;
  return encodeFunctionData({ abi: spokePoolAbi, functionName: 'multicall', args: [deposits] });
}

/** The tagged deposits a transaction's calldata makes, in order (a multicall's, or its own). */
export function sweptDeposits(input: Hex): { arrivalId: string; call: DepositCall }[] {
  let calls: readonly Hex[] = [input];
  try {
    const decoded = decodeFunctionData({ abi: spokePoolAbi, data: input });
    if (decoded.functionName === 'multicall') calls = decoded.args[0];
  } catch {
    // Not a spoke-pool call at all: its own calldata is looked at as it is.
  }
  return calls.flatMap((data) => {
    const arrivalId = arrivalIdOfCalldata(data);
    const call = decodeDepositCall(data);
    return arrivalId && call ? [{ arrivalId, call }] : [];
  });
}
