// The contracts Ferry lets a wallet sign for, approve or call, per chain: a client-side safety net
// under the service. They come from the protocol's own deployment records
// (src/contract/deployments), narrowed or extended by the server's TRUSTED_CONTRACTS setting, which
// the BFF writes into the page (docs/reliability.md#where-the-trusted-contracts-come-from). A quote
// naming any other contract is refused before the wallet is asked.
import type { Address } from 'viem';
import {
  roleOf,
  TRUSTED_CONTRACTS_META,
  trustedContracts,
  trustedContractsSetting,
  type ContractRole,
  type TrustedContractsSetting,
  type TrustedOnChain,
} from '../../../contract/deployments/trusted-contracts';
import { HYPERCORE_DOMAIN, TRANSFER_AUTHORIZATION_DOMAIN } from '../../../contract/typed-data';

let setting: TrustedContractsSetting | undefined | null = null;

/** The page's setting, read once on first use (never at import: the module may run on a server). */
function pageSetting(): TrustedContractsSetting | undefined {
  if (setting !== null) return setting;
  setting = undefined;
  if (typeof document === 'undefined') return setting;
  const raw = document.querySelector<HTMLMetaElement>(`meta[name="${TRUSTED_CONTRACTS_META}"]`);
  if (!raw) return setting;
  try {
    const parsed = trustedContractsSetting.safeParse(JSON.parse(raw.content));
    // A page whose setting does not parse trusts nothing it would have narrowed: refuse all.
    setting = parsed.success ? parsed.data : { '*': null };
  } catch {
    setting = { '*': null };
  }
  return setting;
}

/** Replaces the page's setting (tests have no page); `null` reads the page again. */
export function replaceTrustedSetting(next: TrustedContractsSetting | undefined | null): void {
  setting = next;
}

export function trustedOn(chainId: number): TrustedOnChain {
  const s = pageSetting();
  if (s && '*' in s) {
    return { spokePool: [], periphery: [], swapProxy: [], multicallHandler: [] };
  }
  return trustedContracts(chainId, s);
}

export function trustedRole(chainId: number, address: unknown): ContractRole | undefined {
  return roleOf(trustedOn(chainId), address);
}

export function isPeriphery(chainId: number, address: unknown): boolean {
  return trustedRole(chainId, address) === 'periphery';
}

export function isMulticallHandler(chainId: number, address: unknown): boolean {
  return trustedRole(chainId, address) === 'multicallHandler';
}

/**
 * Each chain's wrapped native token: spoke pools take native ETH as this token plus the same
 * amount of value, so a native deposit must name exactly it. Real addresses (OP-stack chains
 * share the predeploy).
 */
export const WRAPPED_NATIVE: Readonly<Record<number, Address>> = {
  1: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  10: '0x4200000000000000000000000000000000000006',
  56: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  130: '0x4200000000000000000000000000000000000006',
  137: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
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

/** The spoke pool trusted on `chainId` (the first, when a setting adds more). */
export function spokePool(chainId: number): Address | undefined {
  return trustedOn(chainId).spokePool[0] as Address | undefined;
}

export function isSpokePool(chainId: number, address: unknown): boolean {
  return trustedRole(chainId, address) === 'spokePool';
}

export function sameAddress(a: unknown, b: unknown): boolean {
  return (
    typeof a === 'string' &&
    typeof b === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(a) &&
    a.toLowerCase() === b.toLowerCase()
  );
}
