// Sign-In with Ethereum for the dashboard (EIP-4361): nonce, verify, session, sign-out.
// The SPA asks for a nonce, builds the message with viem's createSiweMessage from the response
// plus the wallet's address and chain, has the wallet sign it, and posts both to verify.
import type { Context, Hono } from 'hono';
import { verifyMessage, type Hex } from 'viem';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import { gatherResponseHeaders } from '../security/response-headers';
import { adminRule, isAdmin, LOCKED_MESSAGE } from './admins';
import {
  AUTH_PREFIX,
  SIWE_CHAIN_IDS,
  type NonceResponse,
  type SessionResponse,
} from '../../../contract/schemas/ferry-auth';
import { getSession, type Session } from './guard';
import { issueNonce, nonceIsLive, spendNonce } from './nonces';
import { endSession, startSession } from './sessions';
import { siteOf, type Site } from './site';
import { checkSiweMessage } from './siwe';

export const SIWE_STATEMENT = 'Sign in to the Ferry integrator dashboard.';

function sessionView(ctx: BffContext, session: Session | undefined): SessionResponse {
  const rule = adminRule(ctx);
  return {
    signedIn: session !== undefined,
    address: session?.address ?? null,
    chainId: session?.chainId ?? null,
    expiresAt: session ? new Date(session.expiresAt).toISOString() : null,
    isAdmin: session?.isAdmin ?? false,
    adminRule: rule,
    dashboardLocked: rule === 'locked',
    lockedReason: rule === 'locked' ? LOCKED_MESSAGE : null,
    sandbox: ctx.embedded,
  };
}

/** The domain the browser is on, when it is one we accept; else PUBLIC_URL's. */
function domainFor(c: Context, site: Site): { domain: string; uri: string } {
  const host = c.req.header('host');
  if (host && site.acceptsDomain(host)) return { domain: host, uri: `${site.scheme}://${host}` };
  return { domain: site.domain, uri: site.origin };
}

export function mountAuth(app: Hono, ctx: BffContext): void {
  const site = siteOf(ctx.publicUrl);
  const route = ownRouter(app, ctx);
  if (!site.secure) {
    ctx.logger.warn(
      { publicUrl: ctx.publicUrl },
      'PUBLIC_URL is plain http on a non-loopback host: the session cookie cannot be Secure',
    );
  }
  const unauthorized = (c: Context, message: string) =>
    c.json({ error: 'UnauthorizedError', message }, 401);

  const noStore = Object.freeze({ 'cache-control': 'no-store' });
  app.use(`${AUTH_PREFIX}/*`, (c, next) => {
    gatherResponseHeaders(c, noStore);
    return next();
  });

  route(ownRoutes.authNonce, async (c) => {
    const { nonce, expiresAt } = await issueNonce(ctx);
    const body: NonceResponse = {
      nonce,
      ...domainFor(c, site),
      version: '1',
      statement: SIWE_STATEMENT,
      issuedAt: new Date(ctx.clock.now()).toISOString(),
      expirationTime: new Date(expiresAt).toISOString(),
      chainIds: [...SIWE_CHAIN_IDS],
    };
    return c.json(body, 201);
  });

  route(ownRoutes.authVerify, async (c) => {
    const { message: text, signature } = c.req.valid('json');
    const check = checkSiweMessage(text, {
      site,
      chainIds: SIWE_CHAIN_IDS,
      now: new Date(ctx.clock.now()),
    });
    if (!check.ok) return unauthorized(c, check.reason);
    const { message } = check;
    if (!(await nonceIsLive(ctx, message.nonce))) {
      return unauthorized(c, 'Unknown, used or expired nonce: ask for a new one');
    }
    const valid = await verifyMessage({
      address: message.address,
      message: text,
      signature: signature as Hex,
    }).catch(() => false);
    if (!valid) return unauthorized(c, 'Signature does not match the address in the message');
    // Spent only now, after every check passed; one concurrent twin wins, the other gets 401.
    if (!(await spendNonce(ctx, message.nonce))) {
      return unauthorized(c, 'Unknown, used or expired nonce: ask for a new one');
    }
    const stored = await startSession(c, ctx, site, {
      address: message.address,
      chainId: message.chainId,
    });
    ctx.logger.info({ address: message.address }, 'dashboard sign-in');
    const session = { ...stored, isAdmin: isAdmin(ctx, stored.address) };
    return c.json(sessionView(ctx, session), 200);
  });

  route(ownRoutes.authSession, async (c) => c.json(sessionView(ctx, await getSession(c, ctx))));

  route(ownRoutes.authLogout, async (c) => {
    await endSession(c, ctx, site);
    return c.body(null, 204);
  });
}
