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

/**
 * Multicall handler deployments that run a deposit's embedded actions on the destination (the
 * real ones, as the official client lists them). Other chains use the client's default address.
 */
export const MULTICALL_HANDLER = '0x924a9f036260DdD5808007E1AA95f08eD08aA569';
const MOST_CHAINS_HANDLER = '0x0F7Ae28dE1C8532170AD4ee566B5801485c13a0E';
const handlers: Record<number, `0x${string}`> = {
  56: '0xAC537C12fE8f544D712d71ED4376a502EEa944d7',
  232: '0x1Ed0D59019a52870337b51DEe8190486a8663037',
  324: '0x68d3806E57148D6c6793C78EbDDbc272fE605dbf',
  999: '0x5E7840E06fAcCb6d1c3b5F5E0d1d3d07F2829bba',
  9745: '0x5E7840E06fAcCb6d1c3b5F5E0d1d3d07F2829bba',
  59144: '0xdF1C940487574EEfa79989a79a4936A0F979cDa2',
};
const mostChains = [
  1, 10, 130, 137, 480, 1135, 1868, 8453, 34443, 42161, 57073, 81457, 84532, 421614, 534352,
  7777777, 11155111, 11155420,
];

/** The multicall handler on `chainId`. */
export function multicallHandler(chainId: number): `0x${string}` {
  return (
    handlers[chainId] ?? (mostChains.includes(chainId) ? MOST_CHAINS_HANDLER : MULTICALL_HANDLER)
  );
}

/** The periphery contract that takes an origin swap's input and deposits what it swaps to. */
export function peripheryAddress(chainId: number): `0x${string}` {
  return getAddress(`0x${keccak256(toHex(`periphery:${chainId}`)).slice(26)}`);
}

/** The router a destination swap calls through the multicall handler. */
export function swapRouterAddress(chainId: number): `0x${string}` {
  return getAddress(`0x${keccak256(toHex(`swap-router:${chainId}`)).slice(26)}`);
}

const contracts = new Set<string>(
  [
    ...Object.values(known),
    ...worldTokens.filter((t) => !t.native).map((t) => t.address),
    MULTICALL_HANDLER,
    MOST_CHAINS_HANDLER,
    ...Object.values(handlers),
  ].map((a) => a.toLowerCase()),
);

/**
 * Whether `address` is a contract in the simulated world (recipient + message rule): spokes,
 * tokens, multicall handlers, and the derived periphery and router addresses of every chain.
 */
export function isContract(address: string, chainId?: number): boolean {
  const a = address.toLowerCase();
  if (contracts.has(a)) return true;
  if (chainId === undefined) return false;
  return (
    a === spokePoolAddress(chainId).toLowerCase() ||
    a === peripheryAddress(chainId).toLowerCase() ||
    a === swapRouterAddress(chainId).toLowerCase()
  );
}
