// The embedded service's lookup of a deposit by one of its other transactions (its fill, its
// refund, the approval before it: GET /sandbox/deposits-by-txn/{hash}), asked by the explorer's
// search. Outside the endpoint table, like the faucet: the real service has no such lookup.
import {
  sandboxTxnMatches,
  type SandboxTxnMatchesWire,
} from '../../../contract/schemas/ferry-explorer';
import type { SandboxUpstream } from '../integrator/sandbox';
import type { Problem } from './read';

// A lookup reads its database and, for an approval, each sandbox chain once.
const TIMEOUT_MS = 10_000;

export type SandboxTxnResponse =
  { ok: true; matches: SandboxTxnMatchesWire['matches'] } | { ok: false; problem: Problem };

const unavailable = (message: string): SandboxTxnResponse => ({
  ok: false,
  problem: { status: 502, code: 'BAD_RESPONSE', message },
});

export async function askSandboxTxn(
  upstream: SandboxUpstream,
  hash: string,
  requestId: string,
): Promise<SandboxTxnResponse> {
  const root = upstream.v1BaseUrl.replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${root}/sandbox/deposits-by-txn/${encodeURIComponent(hash)}`, {
      headers: { 'x-request-id': requestId },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return unavailable(`The sandbox's transaction lookup is unreachable (${(err as Error).name})`);
  }
  const body: unknown = await res.json().catch(() => undefined);
  const parsed = res.status === 200 ? sandboxTxnMatches.safeParse(body) : undefined;
  if (!parsed?.success) {
    return unavailable(`The sandbox's transaction lookup answered HTTP ${res.status}`);
  }
  // The wire form goes on to the browser, as the other lookups' records do.
  return { ok: true, matches: (body as SandboxTxnMatchesWire).matches };
}
