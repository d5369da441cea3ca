// The sign-in message the wallet signs: exactly what the BFF's nonce response says, plus the
// wallet's address and chain, in canonical EIP-4361 form (the BFF rebuilds and compares it).
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { NonceResponse } from '../../../contract/schemas/ferry-auth';

/** The wallet's chain when sign-in accepts it, else the first one it does (no switch needed). */
export function signInChainId(walletChainId: number | undefined, allowed: readonly number[]) {
  if (walletChainId !== undefined && allowed.includes(walletChainId)) return walletChainId;
  return allowed[0] ?? 1;
}

export function buildSiweMessage(nonce: NonceResponse, address: Address, chainId: number): string {
  return createSiweMessage({
    address,
    chainId,
    domain: nonce.domain,
    uri: nonce.uri,
    version: nonce.version,
    nonce: nonce.nonce,
    statement: nonce.statement,
    issuedAt: new Date(nonce.issuedAt),
    expirationTime: new Date(nonce.expirationTime),
  });
}
