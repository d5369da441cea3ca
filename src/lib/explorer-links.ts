// Where a transaction or an address is looked at. On the embedded service the sandbox chains
// share their ids with the real networks, so a public explorer (arbiscan.io, basescan.org) can
// only show someone else's history, or nothing: links go to Ferry's own explorer, which finds
// every transaction of a transfer (deposit, fill, refund, approval) and says what a contract is.
// On the real service, the chain's public explorer (src/contract/chains.ts).
import { explorerAddressUrl, explorerTxUrl } from '../contract/chains';
import { embeddedService, type EmbeddedServiceSetting } from './embedded-service';

/** Ferry's explorer, under the page's origin; wallets add /tx/{hash} and /address/{address}. */
export const FERRY_EXPLORER_PATH = '/explorer';

export interface ExplorerLink {
  href: string;
  /** Ferry's own explorer (same site), rather than the chain's public one. */
  ferry: boolean;
}

const ferryLink = (q: string): ExplorerLink => ({
  href: `${FERRY_EXPLORER_PATH}?q=${encodeURIComponent(q)}`,
  ferry: true,
});

const publicLink = (href: string | undefined): ExplorerLink | undefined =>
  href === undefined ? undefined : { href, ferry: false };

/**
 * A transaction; undefined for a chain with no explorer. `service` defaults to the page's; `null`
 * is the real service (an argument of `undefined` would take the default: the page's setting).
 */
export function txLink(
  chainId: number,
  txnRef: string,
  service: EmbeddedServiceSetting | null = embeddedService() ?? null,
): ExplorerLink | undefined {
  if (txnRef === '') return undefined;
  return service ? ferryLink(txnRef) : publicLink(explorerTxUrl(chainId, txnRef));
}

/** An address (an account or a contract, such as the spoke pool or a token). */
export function addressLink(
  chainId: number,
  address: string,
  service: EmbeddedServiceSetting | null = embeddedService() ?? null,
): ExplorerLink | undefined {
  if (address === '') return undefined;
  return service ? ferryLink(address) : publicLink(explorerAddressUrl(chainId, address));
}

/** An address's link as a URL, the page's setting deciding (for callers that need only that). */
export function addressUrl(chainId: number, address: string): string | undefined {
  return addressLink(chainId, address)?.href;
}

/**
 * The block explorer a wallet is given for a sandbox chain (wallet_addEthereumChain): Ferry's,
 * absolute, at the origin of Ferry's RPC URL for it; a public explorer cannot know the chain.
 */
export function sandboxBlockExplorerUrls(rpcUrl: string): string[] {
  return [new URL(FERRY_EXPLORER_PATH, rpcUrl).href];
}
