// Spoke pool contracts per chain: the EIP-712 verifyingContract of a quote's typed data, and
// the only addresses (with token contracts) the simulated world treats as contracts.
import { keccak256, toHex, getAddress } from 'viem';
import { worldTokens } from './tokens';

const known: Record<number, `0x${string}`> = {
  1: '0x5c7BCd6E7De5423a257D81B442095A1a6ced35C5',
  10: '0x6f26Bf09B1C792e3228e5467807a900A503c0281',
  56: '0x4e8E101924eDE233C13e2D8622DC8aED2872d505',
  137: '0x9295ee1d8C5b022Be115A2AD3c30C72E34e7F096',
  8453: '0x09aea4b2242abC8bb4BB78D537A67a245A7bEC64',
  42161: '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A',
};

/** Chains without a listed spoke get a stable derived address. */
export function spokePoolAddress(chainId: number): `0x${string}` {
  return known[chainId] ?? getAddress(`0x${keccak256(toHex(`spoke:${chainId}`)).slice(26)}`);
}

/** Multicall handler that runs a deposit's embedded actions on the destination. */
export const MULTICALL_HANDLER = '0x924a9f036260DdD5808007E1AA95f08eD08aA569';

const contracts = new Set<string>([
  ...Object.values(known).map((a) => a.toLowerCase()),
  ...worldTokens.filter((t) => !t.native).map((t) => t.address.toLowerCase()),
  MULTICALL_HANDLER.toLowerCase(),
]);

/** Whether `address` is a contract in the simulated world (recipient + message rule). */
export function isContract(address: string): boolean {
  return contracts.has(address.toLowerCase());
}
