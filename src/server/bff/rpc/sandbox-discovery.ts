// Which chains of the embedded service are sandbox chains (local EVM nodes that take
// transactions), from its GET /sandbox/chains: asked when a call first needs it, then known for
// the process's life (the service starts its chains with itself). A service run without them
// responds with 404, which means none. A failed ask is tried once more at once, then forgotten, so
// the next call asks again instead of a passing failure turning a chain read-only for good.
import { z } from 'zod';

/** The fields of the service's listing that Ferry reads. */
const listing = z.object({
  chains: z.array(
    z.object({ chainId: z.number().int().positive(), rpcPath: z.string().startsWith('/') }),
  ),
});

export type GetJson = (url: string) => Promise<{ status: number; body: unknown }>;

/** chain id → the URL of that chain's JSON-RPC on the service. */
export type SandboxChainUrls = ReadonlyMap<number, string>;

export function sandboxDiscovery(origin: string, get: GetJson): () => Promise<SandboxChainUrls> {
  async function ask(): Promise<SandboxChainUrls> {
    const { status, body } = await get(`${origin}/sandbox/chains`);
    if (status === 404) return new Map();
    if (status !== 200) throw new Error(`GET /sandbox/chains answered HTTP ${status}`);
    return new Map(listing.parse(body).chains.map((c) => [c.chainId, origin + c.rpcPath]));
  }
  let known: Promise<SandboxChainUrls> | undefined;
  return () => {
    known ??= ask()
      .catch(ask)
      .catch((err: unknown) => {
        known = undefined;
        throw err;
      });
    return known;
  };
}
