// Arbitrum One as the bridge sees it through the BFF, for page tests (fakeService's `more`):
// GET /api/rpc lists it (as a sandbox chain, or as a chain read from a node of the operator's),
// POST /api/rpc/42161 answers the wallet's USDC balance, and the faucet tops that balance up.
import { usdcArbRef } from '../../../contract/testing/v1-capabilities';

type Json = Record<string, unknown>;

/** What the embedded service's faucet gives in USDC on Arbitrum: $10,000,000 at 0.99985. */
export const FAUCET_USDC = 10_001_500_225_034n;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

export function fakeSandboxChain(opts: { sandbox?: boolean; balance?: bigint } = {}) {
  let balance = opts.balance ?? 0n;
  const faucetCalls: Json[] = [];
  let refusal: { status: number; body: Json; headers: Record<string, string> } | undefined;
  let held: Promise<void> | undefined;

  async function faucet(body: Json | undefined): Promise<Response> {
    faucetCalls.push(body ?? {});
    await held;
    if (refusal) return json(refusal.status, refusal.body, refusal.headers);
    const added = balance < FAUCET_USDC ? FAUCET_USDC - balance : 0n;
    balance += added;
    return json(200, {
      chainId: 42161,
      address: body?.address,
      balances: [
        {
          token: usdcArbRef.address,
          symbol: 'USDC',
          decimals: 6,
          balance: String(balance),
          added: String(added),
        },
      ],
    });
  }

  return {
    faucetCalls,
    /** Answer the next top-ups with this refusal instead. */
    refuse(status: number, body: Json, headers: Record<string, string> = {}) {
      refusal = { status, body, headers };
    },
    /** Hold the faucet's answers until the returned function is called. */
    hold(): () => void {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return release;
    },
    more({ method, url, body }: { method: string; url: URL; body?: Json }) {
      if (url.pathname === '/api/rpc' && method === 'GET') {
        return json(200, { chainIds: [42161, 8453], sendChainIds: opts.sandbox ? [42161] : [] });
      }
      if (url.pathname === '/api/rpc/42161' && method === 'POST') {
        // Only the balance is ever read here: eth_call balanceOf (USDC), one call at a time.
        return json(200, {
          jsonrpc: '2.0',
          id: body?.id ?? null,
          result: `0x${balance.toString(16)}`,
        });
      }
      if (url.pathname === '/api/ferry/sandbox/faucet' && method === 'POST') return faucet(body);
      return undefined;
    },
  };
}
