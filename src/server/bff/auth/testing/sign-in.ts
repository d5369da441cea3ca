// Test helpers for sign-in: a nonce, a SIWE message built as the SPA builds it, signed by a
// throwaway viem account, and the session cookie out of Set-Cookie. Other BFF features use
// signIn(t) to get an admin cookie for their own tests.
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import type { TestBff } from '../../../testing/bff-harness';
import {
  AUTH_PREFIX,
  nonceResponse,
  type NonceResponse,
} from '../../../../contract/schemas/ferry-auth';

export const newAccount = () => privateKeyToAccount(generatePrivateKey());

export async function getNonce(t: TestBff): Promise<NonceResponse> {
  const res = await t.fetch(`${AUTH_PREFIX}/nonce`, { method: 'POST' });
  if (res.status !== 201) throw new Error(`nonce: ${res.status} ${await res.text()}`);
  return nonceResponse.parse(await res.json());
}

/** The message the SPA would build from a nonce response, with any field overridden. */
export function messageFor(
  account: PrivateKeyAccount,
  n: NonceResponse,
  overrides: Partial<SiweMessage> = {},
): string {
  return createSiweMessage({
    address: account.address,
    chainId: 8453,
    domain: n.domain,
    uri: n.uri,
    version: '1',
    nonce: n.nonce,
    statement: n.statement,
    issuedAt: new Date(n.issuedAt),
    expirationTime: new Date(n.expirationTime),
    ...overrides,
  });
}

export function verify(
  t: TestBff,
  body: { message: string; signature: Hex | string },
  cookie?: string,
): Promise<Response> {
  return t.fetch(`${AUTH_PREFIX}/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export interface ParsedCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased → value ('' for flags). */
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...attrs] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const a of attrs) {
    const i = a.indexOf('=');
    attributes.set((i < 0 ? a : a.slice(0, i)).toLowerCase(), i < 0 ? '' : a.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

export function sessionCookieOf(res: Response): ParsedCookie | undefined {
  const all = res.headers.getSetCookie().map(parseSetCookie);
  return all.find((c) => c.name.endsWith('ferry_session'));
}

/** Sign in as `account` (a fresh one by default); returns the Cookie header to send. */
export async function signIn(
  t: TestBff,
  account: PrivateKeyAccount = newAccount(),
  cookie?: string,
): Promise<{ cookie: string; account: PrivateKeyAccount; res: Response }> {
  const message = messageFor(account, await getNonce(t));
  const res = await verify(
    t,
    { message, signature: await account.signMessage({ message }) },
    cookie,
  );
  const set = sessionCookieOf(res);
  if (res.status !== 200 || !set) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return { cookie: `${set.name}=${set.value}`, account, res };
}
