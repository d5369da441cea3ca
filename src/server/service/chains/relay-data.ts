// A deposit's relay data (what a fill must repeat exactly) and its relay hash, from the deposit's
// stored record; addresses are 32 bytes on the wire (the protocol serves non-EVM chains too).
import {
  encodeAbiParameters,
  getAddress,
  getAbiItem,
  isHex,
  keccak256,
  padHex,
  sliceHex,
  zeroAddress,
  type Hex,
} from 'viem';
import { spokePoolAbi } from './contracts/generated/SpokePool';

export const toBytes32 = (a: string): Hex => padHex(a as Hex, { size: 32 });

/**
 * An EVM address (checksummed, as the deposits the service records otherwise carry them) when
 * the upper 12 bytes are zero; the 32 bytes as they are otherwise.
 */
export function fromBytes32(b: Hex): string {
  const upper = sliceHex(b, 0, 12);
  return /^0x0*$/.test(upper) ? getAddress(sliceHex(b, 12)) : b;
}

export interface RelayData {
  depositor: Hex;
  recipient: Hex;
  exclusiveRelayer: Hex;
  inputToken: Hex;
  outputToken: Hex;
  inputAmount: bigint;
  outputAmount: bigint;
  originChainId: bigint;
  depositId: bigint;
  fillDeadline: number;
  exclusivityDeadline: number;
  message: Hex;
}

interface StoredFacts {
  depositor: string;
  recipient: string;
  exclusiveRelayer: string | null;
  inputToken: string;
  outputToken: string;
  inputAmount: string;
  outputAmount: string;
  originChainId: number;
  depositId: string;
  fillDeadline: string;
  exclusivityDeadline: string | null;
  message: string | null;
}

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : 0);

export function relayDataOf(record: unknown): RelayData {
  const r = record as StoredFacts;
  return {
    depositor: toBytes32(r.depositor),
    recipient: toBytes32(r.recipient),
    exclusiveRelayer: toBytes32(r.exclusiveRelayer ?? zeroAddress),
    inputToken: toBytes32(r.inputToken),
    outputToken: toBytes32(r.outputToken),
    inputAmount: BigInt(r.inputAmount),
    outputAmount: BigInt(r.outputAmount),
    originChainId: BigInt(r.originChainId),
    depositId: BigInt(r.depositId),
    fillDeadline: seconds(r.fillDeadline),
    exclusivityDeadline: seconds(r.exclusivityDeadline),
    message: r.message && isHex(r.message) ? r.message : '0x',
  };
}

const relayHashInputs = getAbiItem({ abi: spokePoolAbi, name: 'getV3RelayHash' }).inputs;

/** The spoke pool's getV3RelayHash: the relay data and the destination chain, hashed. */
export function relayHashOf(data: RelayData, destinationChainId: number | bigint): Hex {
  return keccak256(
    encodeAbiParameters(
      [...relayHashInputs, { type: 'uint256' }],
      [data, BigInt(destinationChainId)],
    ),
  );
}
