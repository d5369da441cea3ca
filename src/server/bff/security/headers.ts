// Security headers on every response (C.27). The SPA document gets a CSP fitted to a wallet
// app; API answers get one that allows nothing, since they are data and never a page.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setAnswerHeader } from './answer-headers';
import { isApiPath } from './routes';

/**
 * The SPA's policy, one line of reason per source:
 * - script-src 'self': the bundle and /theme-init.js are files; no inline code, no eval.
 * - style-src 'unsafe-inline': RainbowKitProvider renders its theme as an inline <style>
 *   element (dangerouslySetInnerHTML) that differs per theme; script stays strict, so this
 *   only lets CSS in, never code.
 * - img-src data: https:: wallet icons are data: URIs; token logos live on other hosts.
 * - connect-src 'self': every fetch goes to /api (RPC included); wallets talk through the
 *   injected extension, not over the network from this page.
 * - frame-ancestors/object-src/base-uri 'none', form-action 'self': no framing (clickjacking
 *   a signing flow), no plugins, no <base> hijack, forms only post home.
 */
export function spaCsp(https: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

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

export function securityHeaders(opts: { https: boolean }): MiddlewareHandler[] {
  const spa = spaCsp(opts.https);
  return [
    secureHeaders({
      // HSTS only where the site is really served over TLS; a year, without includeSubDomains
      // (other hosts of the operator's domain are not ours to pin).
      strictTransportSecurity: opts.https ? 'max-age=31536000' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginOpenerPolicy: 'same-origin',
      crossOriginResourcePolicy: 'same-origin',
    }),
    async (c, next) => {
      await next();
      setAnswerHeader(c, 'Content-Security-Policy', isApiPath(c.req.path) ? API_CSP : spa);
      setAnswerHeader(c, 'Permissions-Policy', PERMISSIONS_POLICY);
    },
  ];
}
