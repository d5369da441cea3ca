// Security headers on every response (docs/reliability.md#security-headers). The SPA document gets
// a CSP fitted to a wallet app; API responses get one that allows nothing, since they are data and
// never a page.
import type { MiddlewareHandler } from 'hono';
import { finishResponse, gatherResponseHeaders } from './response-headers';
import { isApiPath } from './routes';

/**
 * The SPA's policy, one line of reason per source:
 * - script-src 'self': the bundle and /page-start.js are files; no eval. A server-rendered page's
 *   inline scripts (React's and the router's: its state and the query cache) carry the
 *   response's own nonce, never 'unsafe-inline'.
 * - style-src 'unsafe-inline': RainbowKitProvider renders its theme as an inline <style>
 *   element (dangerouslySetInnerHTML) that differs per theme; script stays strict, so this
 *   only lets CSS in, never code.
 * - img-src data: https:: wallet icons are data: URIs; token logos live on other hosts.
 * - connect-src 'self': every fetch goes to /api (RPC included); wallets talk through the
 *   injected extension, not over the network from this page.
 * - frame-ancestors/object-src/base-uri 'none', form-action 'self': no framing (clickjacking
 *   a signing flow), no plugins, no <base> hijack, forms only post home.
 * With WalletConnect configured (WALLETCONNECT_PROJECT_ID), wallets on other devices talk through
 * WalletConnect's relay and Coinbase's services, and WalletConnect's verify check runs in a frame:
 * those hosts only, and only then.
 */
export function spaCsp(https: boolean, remoteWallets = false, nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    remoteWallets ? `connect-src 'self' ${REMOTE_WALLET_HOSTS.join(' ')}` : "connect-src 'self'",
    ...(remoteWallets ? [`frame-src 'self' ${VERIFY_FRAMES.join(' ')}`] : []),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** WalletConnect's relay and APIs (both its domains and Reown's), and Coinbase Wallet's. */
export const REMOTE_WALLET_HOSTS = [
  'https://*.walletconnect.com',
  'wss://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://*.coinbase.com',
  'wss://*.coinbase.com',
];
const VERIFY_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'];

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Features a bridge page never needs; injected wallets use none of them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * What hono's secureHeaders() sent with our options, written out so every response's headers are
 * known before it is built (response-headers.ts). HSTS only where the site is really served over
 * TLS; a year, without includeSubDomains (other hosts of the operator's domain are not ours to
 * pin).
 */
export function baseSecurityHeaders(https: boolean, remoteWallets = false): Record<string, string> {
  return {
    // Coinbase's smart wallet signs in a popup that must be able to respond to its opener.
    'cross-origin-opener-policy': remoteWallets ? 'same-origin-allow-popups' : 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** Outermost middleware: gathers the headers for this path, writes them on the way out. */
export function securityHeaders(opts: {
  https: boolean;
  remoteWallets?: boolean;
}): MiddlewareHandler {
  const base = baseSecurityHeaders(opts.https, opts.remoteWallets);
  // Frozen: response-headers.ts keeps merges of frozen records.
  const api = Object.freeze({ ...base, 'content-security-policy': API_CSP });
  const spa = Object.freeze({
    ...base,
    'content-security-policy': spaCsp(opts.https, opts.remoteWallets),
  });
  return async (c, next) => {
    gatherResponseHeaders(c, isApiPath(c.req.path) ? api : spa);
    await next();
    finishResponse(c);
  };
}
