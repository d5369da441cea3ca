// The embedded service's faucet control (POST /sandbox/faucet), asked with the key only the BFF
// holds. Its refusals of the request ({error, message}, 400) are the caller's to read; anything
// else is a fault on the service's side.
import {
  faucetResponse,
  type FaucetRequest,
  type FaucetResponse,
} from '../../../contract/schemas/ferry-sandbox';
import type { SandboxUpstream } from '../integrator/sandbox';

// A top-up mines a few transactions on the chain (one per token).
const TIMEOUT_MS = 30_000;

export type FaucetOutcome =
  | { kind: 'funded'; body: FaucetResponse }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; reason: string };

export async function askServiceFaucet(
  upstream: SandboxUpstream,
  request: FaucetRequest,
): Promise<FaucetOutcome> {
  let res: Response;
  try {
    res = await fetch(`${upstream.v1BaseUrl.replace(/\/+$/, '')}/sandbox/faucet`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${upstream.apiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: 'failed', reason: `unreachable (${(err as Error).name})` };
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (res.status === 200) {
    const ok = faucetResponse.safeParse(body);
    return ok.success ? { kind: 'funded', body: ok.data } : { kind: 'failed', reason: 'answer' };
  }
  const message = (body as { message?: unknown } | undefined)?.message;
  if (res.status === 400 && typeof message === 'string') return { kind: 'refused', message };
  return { kind: 'failed', reason: `HTTP ${res.status}` };
}
