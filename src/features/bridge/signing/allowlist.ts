// The contracts Ferry lets a wallet sign for, per chain: a client-side safety net under the
// service. A quote whose typed data names any other verifying contract is refused before the wallet
// is asked (docs/reliability.md#nothing-is-signed-that-the-page-does-not-show). These are the spoke
// pools of the embedded service (src/server/service/world/spokes.ts: listed ones, and the stable
// derived ones for chains it lists none for); a deployment against the real service replaces them
// with its spoke pools.
import type { Address } from 'viem';
import { HYPERCORE_DOMAIN, TRANSFER_AUTHORIZATION_DOMAIN } from '../../../contract/typed-data';

export const SPOKE_POOLS: Readonly<Record<number, Address>> = {
  1: '0x5c7BCd6E7De5423a257D81B442095A1a6ced35C5',
  10: '0x6f26Bf09B1C792e3228e5467807a900A503c0281',
  56: '0x4e8E101924eDE233C13e2D8622DC8aED2872d505',
  130: '0xfA499d8F67ED225fEa9A9aD0C58F10B8a382aF9B',
  137: '0x9295ee1d8C5b022Be115A2AD3c30C72E34e7F096',
  480: '0x2e5f0DC04B0c4cF28402807bEA2E97F6C07302c0',
  1337: '0xb017472F313071A8A6B4bfE8891E4BA10B24d0e6',
  8453: '0x09aea4b2242abC8bb4BB78D537A67a245A7bEC64',
  42161: '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A',
  57073: '0x8fDd638f5073728bF09E3D982a18150e80359d24',
};

/**
 * The spoke pool's periphery per chain: gasless (ERC-3009) deposits pay it, and it deposits into
 * the spoke pool for the signer. The embedded service's addresses
 * (src/server/service/world/spokes.ts peripheryAddress); a deployment against the real service
 * replaces them with the real periphery deployments.
 */
export const PERIPHERIES: Readonly<Record<number, Address>> = {
  1: '0xbF677759Bec5Fac4CeAc84496fBB7880Db077d1f',
  10: '0x487c6C37180ECc227C7D83c642075D3452B8Dfc4',
  56: '0xCf0AbA99be669868c85D6a6be00Ad572536749c1',
  130: '0x26ad96f18bD050C43aC29C94986754dbD610B245',
  137: '0x6e21F8a8e54994bb0FC2705ffbC1aeAB106bda7A',
  480: '0x17fFe08223f33A0718f6c2DC40EF6963d0fda93C',
  8453: '0xB85F2D7172b29AE09d9E6e03c58AD9542E4F42b9',
  42161: '0x7F6ECaa10adda2FbA6032b62244B6458aC51E914',
  57073: '0x7813D922f54ef31C66d327457b66D5CdD76F9de8',
};

export function isPeriphery(chainId: number, address: unknown): boolean {
  const periphery = PERIPHERIES[chainId];
  return periphery !== undefined && sameAddress(periphery, address);
}

/**
 * Each chain's wrapped native token: spoke pools take native ETH as this token plus the same
 * amount of value, so a native deposit must name exactly it. Real addresses (OP-stack chains
 * share the predeploy).
 */
export const WRAPPED_NATIVE: Readonly<Record<number, Address>> = {
  1: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  10: '0x4200000000000000000000000000000000000006',
  130: '0x4200000000000000000000000000000000000006',
  480: '0x4200000000000000000000000000000000000006',
  8453: '0x4200000000000000000000000000000000000006',
  42161: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  57073: '0x4200000000000000000000000000000000000006',
  81457: '0x4300000000000000000000000000000000000004',
  534352: '0x5300000000000000000000000000000000000004',
};

/** HyperCore user actions are signed on an Arbitrum-chain-id domain with no contract. */
export { HYPERCORE_DOMAIN };

/** The versioned API's TransferAuthorization domain. */
export const TRANSFER_DOMAIN_NAME = TRANSFER_AUTHORIZATION_DOMAIN.name;

export function spokePool(chainId: number): Address | undefined {
  return SPOKE_POOLS[chainId];
}

export function isSpokePool(chainId: number, address: unknown): boolean {
  const spoke = SPOKE_POOLS[chainId];
  return typeof address === 'string' && spoke !== undefined && sameAddress(spoke, address);
}

export function sameAddress(a: unknown, b: unknown): boolean {
  return (
    typeof a === 'string' &&
    typeof b === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(a) &&
    a.toLowerCase() === b.toLowerCase()
  );
}
