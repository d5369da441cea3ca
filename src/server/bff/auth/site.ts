// Where Ferry is reached, as sign-in needs it: the SIWE domain and URI a message must name, and
// whether the session cookie can be Secure (and so carry the __Host- prefix).
import { isLoopbackAddress } from '../../net/ip-ranges';

/** localhost, *.localhost, 127/8 and ::1: browsers treat these as secure contexts. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h.endsWith('.localhost') || isLoopbackAddress(h);
}

export interface Site {
  /** PUBLIC_URL's host (with port when not the default), e.g. "ferry.example". */
  domain: string;
  /** PUBLIC_URL's origin, e.g. "https://ferry.example". */
  origin: string;
  scheme: 'http' | 'https';
  /** Secure cookie possible: https, or a loopback host (a secure context over http too). */
  secure: boolean;
  /** Whether a SIWE message may name this domain (authority). */
  acceptsDomain(domain: string): boolean;
  /** Whether a SIWE message for `domain` may name this URI: the origin, nothing more. */
  acceptsUri(uri: string, domain: string): boolean;
}

export function siteOf(publicUrl: string): Site {
  const url = new URL(publicUrl);
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  const loopback = isLoopbackHostname(url.hostname);
  // On a loopback PUBLIC_URL (the default) the same app is reached as localhost:3000,
  // 127.0.0.1:3000 or [::1]:3000: any loopback name is ours, but only on PUBLIC_URL's port,
  // since another program on the user's machine (another port) is another site that could
  // otherwise collect a signature for this one. Behind the Vite dev server, set PUBLIC_URL to
  // the dev server's origin.
  const acceptsDomain = (domain: string) => {
    if (domain === url.host) return true;
    if (!loopback) return false;
    try {
      const named = new URL(`${scheme}://${domain}`);
      return (
        named.host === domain.toLowerCase() &&
        isLoopbackHostname(named.hostname) &&
        named.port === url.port
      );
    } catch {
      return false;
    }
  };
  return {
    domain: url.host,
    origin: url.origin,
    scheme,
    secure: scheme === 'https' || loopback,
    acceptsDomain,
    acceptsUri: (uri, domain) =>
      acceptsDomain(domain) &&
      (uri === `${scheme}://${domain}` || uri === `${scheme}://${domain}/`),
  };
}
