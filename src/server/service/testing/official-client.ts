// The official client of the real service (@across-protocol/app-sdk), pointed at an embedded
// service the way docs/service.md tells integrators to: it has no API-URL option (set apiUrl and
// indexerUrl after creating it) and sends no key and, on most calls, no integratorId, so its
// fetch is wrapped to add both for requests to the service's origin (and only there).
import { AcrossClient, createAcrossClient } from '@across-protocol/app-sdk';
import { arbitrum, base, bsc, mainnet, optimism, polygon } from 'viem/chains';
import type { TestService } from './harness';

export interface Credentials {
  /** The service's origin, e.g. http://127.0.0.1:8788: nothing else gets the key. */
  origin: string;
  key: string;
  integratorId: string;
}

/** A fetch that adds the Bearer key and integratorId to requests bound for `origin`. */
export function withServiceCredentials(inner: typeof fetch, c: Credentials): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== new URL(c.origin).origin) return inner(input, init);
    if (!url.searchParams.has('integratorId')) url.searchParams.set('integratorId', c.integratorId);
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${c.key}`);
    return inner(url, { ...init, headers });
  };
}

export interface OfficialClientSetup {
  client: AcrossClient;
  /** Every URL the client fetched, in order (to assert what it sent). */
  requests: URL[];
  /** Put the original fetch back. */
  restore(): void;
}

export function useOfficialClient(
  t: TestService,
  opts: { key?: string; integratorId: `0x${string}` },
): OfficialClientSetup {
  const original = globalThis.fetch;
  const requests: URL[] = [];
  const wrapped = withServiceCredentials(original, {
    origin: t.base,
    key: opts.key ?? 'sk_sandbox_full',
    integratorId: opts.integratorId,
  });
  globalThis.fetch = (input, init) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input)));
    return wrapped(input, init);
  };
  // createAcrossClient returns one client per process (a singleton, with its own cache of chain
  // details): suites sharing a worker would otherwise get the previous suite's client, pointed at
  // that suite's service. Each setup starts from a new one.
  (AcrossClient as unknown as { instance: AcrossClient | null }).instance = null;
  const client = createAcrossClient({
    integratorId: opts.integratorId,
    chains: [mainnet, optimism, arbitrum, base, polygon, bsc],
  });
  // apiUrl and indexerUrl are private in the client's types but the only way to pick a host (no
  // option exists). The service serves the indexer's paths (/deposit/status) on its legacy root.
  Object.assign(client, { apiUrl: `${t.base}/api`, indexerUrl: `${t.base}/api` });
  return {
    client,
    requests,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
