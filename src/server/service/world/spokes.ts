// Spoke pool contracts per chain: the EIP-712 verifyingContract of a quote's typed data, and
// (with token contracts, handlers and peripheries) the addresses the simulated world treats as
// contracts.
import { getAddress, getContractAddress, keccak256, toHex } from 'viem';
import {
  currentPeriphery,
  recordedMulticallHandler,
  recordedSpokePool,
  SANDBOX_HYPERCORE_BRIDGE,
} from '../../../contract/deployments/trusted-contracts';
import { allowedSources } from './pools';
import { worldChainIds, worldTokens } from './tokens';

/**
 * The protocol's own addresses (src/contract/deployments: the deployment records of the pinned
 * @across-protocol/contracts releases), so a quote of the sandbox names what a quote of the real
 * service names. HyperCore's bridge account is the sandbox's own (the records cover EVM chains);
 * another chain the records do not cover gets a stable derived address.
 */
const derived = (what: string, chainId: number) =>
  getAddress(`0x${keccak256(toHex(`${what}:${chainId}`)).slice(26)}`);

export function spokePoolAddress(chainId: number): `0x${string}` {
  if (chainId === 1337) return SANDBOX_HYPERCORE_BRIDGE;
  return recordedSpokePool(chainId) ?? derived('spoke', chainId);
}

/**
 * The multicall handler that runs a deposit's embedded actions on the destination. The official
 * client's default serves chains the records do not cover.
 */
export const MULTICALL_HANDLER = '0x924a9f036260DdD5808007E1AA95f08eD08aA569';

export function multicallHandler(chainId: number): `0x${string}` {
  return recordedMulticallHandler(chainId) ?? MULTICALL_HANDLER;
}

/** The current periphery: it takes an origin swap's input and deposits what it swaps to. */
export function peripheryAddress(chainId: number): `0x${string}` {
  return currentPeriphery(chainId) ?? derived('periphery', chainId);
}

/**
 * The periphery's SwapProxy, which its constructor creates (CREATE from the periphery, nonce 1):
 * an origin swap's router calldata runs there.
 */
export function swapProxyAddress(chainId: number): `0x${string}` {
  return getContractAddress({ from: peripheryAddress(chainId), nonce: 1n });
}

/** The sandbox DEX of one liquidity source: a Uniswap v2 factory and its Router02. */
export interface DexAddresses {
  factory: `0x${string}`;
  router: `0x${string}`;
}

export function dexAddresses(chainId: number, source: string): DexAddresses {
  return {
    factory: derived(`dex-factory:${source}`, chainId),
    router: derived(`dex-router:${source}`, chainId),
  };
}

/** The routers of a chain's sources (what an origin or destination swap calls). */
const routersOn = (chainId: number) =>
  allowedSources(chainId, {}).map((s) => dexAddresses(chainId, s).router.toLowerCase());

const contracts = new Set<string>(
  [
    ...worldTokens.filter((t) => !t.native).map((t) => t.address),
    MULTICALL_HANDLER,
    ...worldChainIds.flatMap((id) => [multicallHandler(id), spokePoolAddress(id)]),
  ].map((a) => a.toLowerCase()),
);

/**
 * Whether `address` is a contract in the simulated world (recipient + message rule): spokes,
 * tokens, multicall handlers, and the periphery, its SwapProxy and the DEX routers of every chain.
 */
export function isContract(address: string, chainId?: number): boolean {
  const a = address.toLowerCase();
  if (contracts.has(a)) return true;
  if (chainId === undefined) return false;
  return (
    a === spokePoolAddress(chainId).toLowerCase() ||
    a === peripheryAddress(chainId).toLowerCase() ||
    a === swapProxyAddress(chainId).toLowerCase() ||
    routersOn(chainId).includes(a)
  );
}
