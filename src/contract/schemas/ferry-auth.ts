// Wire shapes of Ferry's own dashboard sign-in endpoints under /api/ferry/auth (not part of the
// service interface), shared by the BFF that serves them and the browser that calls them.
import { z } from 'zod';

export { AUTH_PREFIX } from '../own-call-routes';

/** Chains a dashboard sign-in may name: the chains Ferry's wallet config supports. */
export const SIWE_CHAIN_IDS = [1, 10, 56, 137, 8453, 42161] as const;

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const isoTime = z.iso.datetime();

/** POST /api/ferry/auth/nonce → 201. Everything createSiweMessage needs but address/chainId. */
export const nonceResponse = z.object({
  nonce: z.string().regex(/^[a-zA-Z0-9]{8,}$/),
  domain: z.string(),
  uri: z.string(),
  version: z.literal('1'),
  statement: z.string(),
  issuedAt: isoTime,
  /** When the nonce stops working; put it in the message as expirationTime. */
  expirationTime: isoTime,
  chainIds: z.array(z.number().int()),
});
export type NonceResponse = z.infer<typeof nonceResponse>;

/** POST /api/ferry/auth/verify body: the exact message the wallet signed, and the signature. */
export const verifyRequest = z.strictObject({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .regex(/^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/, 'Expected a 0x signature'),
});
export type VerifyRequest = z.infer<typeof verifyRequest>;

/** GET /api/ferry/auth/session, and the response of a successful verify. */
export const sessionResponse = z.object({
  signedIn: z.boolean(),
  address: address.nullable(),
  chainId: z.number().int().nullable(),
  expiresAt: isoTime.nullable(),
  /** May this wallet use the integrator dashboard? */
  isAdmin: z.boolean(),
  /** allowlist: DASHBOARD_ADMINS; any-wallet: embedded service, no admins set; locked. */
  adminRule: z.enum(['allowlist', 'any-wallet', 'locked']),
  dashboardLocked: z.boolean(),
  /** Why the dashboard is locked, for the operator; null when it is not. */
  lockedReason: z.string().nullable(),
  /** The upstream is the embedded service: sandbox controls (test deposits) are available. */
  sandbox: z.boolean().default(false),
});
export type SessionResponse = z.infer<typeof sessionResponse>;
