// Checks on an EIP-4361 message before its signature is even looked at
// (docs/reliability.md#sign-in-with-ethereum). The message must be exactly what createSiweMessage
// makes of its own fields, so what we check is what was signed: parseSiweMessage alone tolerates
// text it does not capture.
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { SiweMessage } from 'viem/siwe';
import type { Site } from './site';

export interface SiweRules {
  site: Site;
  chainIds: readonly number[];
  now: Date;
}

/** How far ahead of our clock a wallet's clock may be when it dates the message. */
export const ISSUED_AT_SKEW_MS = 5 * 60_000;

export type SiweCheck = { ok: true; message: SiweMessage } | { ok: false; reason: string };

function canonical(fields: Partial<SiweMessage>): SiweMessage | undefined {
  const { address, chainId, domain, nonce, uri, version, issuedAt } = fields;
  if (!address || chainId === undefined || !domain || !nonce || !uri || version !== '1') return;
  if (!issuedAt || Number.isNaN(issuedAt.getTime())) return;
  return { ...fields, address, chainId, domain, nonce, uri, version, issuedAt };
}

export function checkSiweMessage(text: string, rules: SiweRules): SiweCheck {
  const message = canonical(parseSiweMessage(text));
  if (!message) return { ok: false, reason: 'Not a sign-in message (EIP-4361)' };
  try {
    if (createSiweMessage(message) !== text) {
      return { ok: false, reason: 'Sign-in message is not in canonical EIP-4361 form' };
    }
  } catch {
    return { ok: false, reason: 'Not a sign-in message (EIP-4361)' };
  }
  const { site } = rules;
  if (!site.acceptsDomain(message.domain)) {
    return { ok: false, reason: `Sign-in message is for another site (${site.domain} expected)` };
  }
  if (message.scheme !== undefined && message.scheme !== site.scheme) {
    return { ok: false, reason: `Sign-in message scheme must be ${site.scheme}` };
  }
  if (!site.acceptsUri(message.uri, message.domain)) {
    return { ok: false, reason: 'Sign-in message URI must be the site origin' };
  }
  if (!rules.chainIds.includes(message.chainId)) {
    return { ok: false, reason: `Chain ${message.chainId} is not one Ferry signs in on` };
  }
  if (message.issuedAt && message.issuedAt.getTime() > rules.now.getTime() + ISSUED_AT_SKEW_MS) {
    return { ok: false, reason: 'Sign-in message is dated in the future: check the clock' };
  }
  if (message.expirationTime && rules.now >= message.expirationTime) {
    return { ok: false, reason: 'Sign-in message has expired' };
  }
  if (message.notBefore && rules.now < message.notBefore) {
    return { ok: false, reason: 'Sign-in message is not valid yet' };
  }
  // viem's own checks on top (nonce shape, version, address, lifetime): belt and braces.
  if (!validateSiweMessage({ message, time: rules.now })) {
    return { ok: false, reason: 'Sign-in message is not valid' };
  }
  return { ok: true, message };
}
