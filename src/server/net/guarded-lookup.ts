// Connection-time SSRF guard. A `lookup` for node:http(s)/net options: the socket connects only
// to the addresses this function hands back, so checking them here, at the moment of connecting,
// defeats DNS rebinding (public at registration, 127.0.0.1 at delivery). Node skips `lookup` for
// IP literals, so callers must also run checkWebhookUrl on the URL (which checks literals).
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { resolveAndCheck, systemResolver } from './ssrf';
import type { Resolver, SsrfOptions } from './ssrf';

export const SSRF_BLOCKED = 'ERR_SSRF_BLOCKED';

export class SsrfBlockedError extends Error {
  readonly code = SSRF_BLOCKED;
  constructor(readonly reason: string) {
    super(`blocked: ${reason}`);
    this.name = 'SsrfBlockedError';
  }
}

export function isSsrfBlocked(err: unknown): err is SsrfBlockedError {
  return (err as { code?: unknown } | null)?.code === SSRF_BLOCKED;
}

function wantedFamily(options: LookupOptions): 0 | 4 | 6 {
  const f = options.family;
  return f === 4 || f === 'IPv4' ? 4 : f === 6 || f === 'IPv6' ? 6 : 0;
}

export function guardedLookup(opts: SsrfOptions & { resolver?: Resolver }): LookupFunction {
  const resolver = opts.resolver ?? systemResolver;
  return (hostname, options, callback) => {
    resolveAndCheck(hostname, resolver, opts).then(
      (check) => {
        if (!check.ok) return callback(new SsrfBlockedError(check.reason), '', 0);
        const family = wantedFamily(options);
        const usable: LookupAddress[] = check.addresses
          .filter((a) => family === 0 || a.family === family)
          .map((a) => ({ address: a.address, family: a.family }));
        const first = usable[0];
        if (!first) {
          const err: NodeJS.ErrnoException = new Error(`no IPv${family} address for ${hostname}`);
          err.code = 'ENOTFOUND';
          return callback(err, '', 0);
        }
        // Node 20 asks for all records when autoSelectFamily (happy eyeballs) is on.
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), '', 0),
    );
  };
}
