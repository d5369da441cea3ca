// The node behind one chain: an RPC URL from RPC_URLS, a sandbox chain of the embedded service
// (a local EVM node that takes transactions), or the embedded service's simulated ledger.
// One keep-alive pool for all of them, a budget per call, and a cap on what is read back.
import { Agent, request } from 'undici';
import type { RpcResponse, RpcCall, RpcChains } from '../../../contract/json-rpc';
import { sandboxDiscovery, type GetJson } from './sandbox-discovery';

const TIMEOUT_MS = 5_000;
// The service responds to a raw transaction once it is mined, waiting up to 10 s for one the node
// holds back (a future nonce).
const SEND_TIMEOUT_MS = 15_000;
const MAX_RESPONSE_BYTES = 1024 * 1024;

export interface RpcNode {
  chainId: number;
  url: string;
  /** A sandbox chain: wallets may send transactions and use filters, not only read. */
  sandbox: boolean;
}

export interface RpcNodes {
  /** The node serving `chainId`, or undefined when this Ferry cannot read that chain. */
  nodeFor(chainId: number): Promise<RpcNode | undefined>;
  /** Chains that can be read, and those that take transactions (for GET /api/rpc). */
  chains(): Promise<RpcChains>;
  /** Send calls (one request, a batch when several); responses matched back by position. */
  send(node: RpcNode, calls: RpcCall[]): Promise<RpcResponse[]>;
  close(): Promise<void>;
}

export function rpcNodes(opts: {
  configured: ReadonlyMap<number, string>;
  /** The embedded service's origin: its /rpc serves every chain of its world from the ledger. */
  embeddedOrigin?: string | undefined;
}): RpcNodes {
  const pool = new Agent({ keepAliveTimeout: 4_000, connections: 16 });
  const origin = opts.embeddedOrigin;

  async function post(url: string, body: unknown, timeoutMs: number): Promise<unknown> {
    const res = await request(url, {
      method: 'POST',
      dispatcher: pool,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) throw new Error('RPC answer too large');
      chunks.push(chunk);
    }
    if (res.statusCode < 200 || res.statusCode > 299) {
      throw new Error(`RPC node answered HTTP ${res.statusCode}`);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  }
  const get: GetJson = async (url) => {
    const res = await request(url, {
      dispatcher: pool,
      method: 'GET',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = res.statusCode === 200 ? await res.body.json() : await res.body.dump();
    return { status: res.statusCode, body };
  };
  const sandboxChains = origin ? sandboxDiscovery(origin, get) : async () => new Map();

  return {
    async nodeFor(chainId) {
      const configured = opts.configured.get(chainId);
      if (configured) return { chainId, url: configured, sandbox: false };
      if (!origin) return undefined;
      const sandbox = (await sandboxChains()).get(chainId);
      if (sandbox) return { chainId, url: sandbox, sandbox: true };
      return { chainId, url: `${origin}/rpc/${chainId}`, sandbox: false };
    },
    async chains() {
      const ids = new Set(opts.configured.keys());
      const sendIds = new Set<number>();
      if (origin) {
        const [simulated, sandbox] = await Promise.all([get(`${origin}/rpc`), sandboxChains()]);
        const listed = (simulated.body as { chainIds?: unknown } | undefined)?.chainIds;
        if (Array.isArray(listed)) for (const id of listed) ids.add(Number(id));
        for (const id of sandbox.keys()) {
          ids.add(id);
          // RPC_URLS wins: a chain read from a node of one's own stays read-only.
          if (!opts.configured.has(id)) sendIds.add(id);
        }
      }
      const sorted = (s: Set<number>) =>
        [...s].filter((n) => Number.isSafeInteger(n) && n > 0).sort((a, b) => a - b);
      return { chainIds: sorted(ids), sendChainIds: sorted(sendIds) };
    },
    async send(node, calls) {
      // Our own ids on the way out, so a node's responses can be matched whatever it echoes.
      const out = calls.map((c, i) => ({
        jsonrpc: '2.0',
        id: i,
        method: c.method,
        params: c.params,
      }));
      const sends = calls.some((c) => c.method === 'eth_sendRawTransaction');
      const reply = await post(
        node.url,
        out.length === 1 ? out[0] : out,
        sends ? SEND_TIMEOUT_MS : TIMEOUT_MS,
      );
      const list = (Array.isArray(reply) ? reply : [reply]) as Partial<RpcResponse>[];
      return calls.map((c, i) => {
        const a = list.find((x) => x && x.id === i);
        if (!a || (a.result === undefined && !a.error)) {
          return {
            jsonrpc: '2.0',
            id: c.id,
            error: { code: -32603, message: 'No answer from the node' },
          };
        }
        return a.error
          ? {
              jsonrpc: '2.0',
              id: c.id,
              error: { code: Number(a.error.code), message: String(a.error.message) },
            }
          : { jsonrpc: '2.0', id: c.id, result: a.result };
      });
    },
    close: () => pool.close(),
  };
}
