// The node behind one chain: an RPC URL from RPC_URLS, or the embedded service's simulated one.
// One keep-alive pool for all of them, a budget per call, and a cap on what is read back.
import { Agent, request } from 'undici';
import type { RpcAnswer, RpcCall } from '../../../contract/json-rpc';

const TIMEOUT_MS = 5_000;
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface RpcNodes {
  /** The URL serving `chainId`, or undefined when this Ferry cannot read that chain. */
  urlFor(chainId: number): string | undefined;
  /** Chains that can be read (for GET /api/rpc). */
  chainIds(): Promise<number[]>;
  /** Send calls (one request, a batch when several); answers matched back by position. */
  send(chainId: number, calls: RpcCall[]): Promise<RpcAnswer[]>;
  close(): Promise<void>;
}

export function rpcNodes(opts: {
  configured: ReadonlyMap<number, string>;
  /** The embedded service's RPC root (…/rpc), which serves every chain of its world. */
  embeddedBase?: string | undefined;
}): RpcNodes {
  const pool = new Agent({ keepAliveTimeout: 4_000, connections: 16 });
  const urlFor = (chainId: number) =>
    opts.configured.get(chainId) ??
    (opts.embeddedBase ? `${opts.embeddedBase}/${chainId}` : undefined);

  async function post(url: string, body: unknown): Promise<unknown> {
    const res = await request(url, {
      method: 'POST',
      dispatcher: pool,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) throw new Error('RPC answer too large');
      chunks.push(chunk);
    }
    if (res.statusCode < 200 || res.statusCode > 299) {
      throw new Error(`RPC node answered HTTP ${res.statusCode}`);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  }

  return {
    urlFor,
    async chainIds() {
      const ids = new Set(opts.configured.keys());
      if (opts.embeddedBase) {
        const res = await request(opts.embeddedBase, { dispatcher: pool, method: 'GET' });
        const body = (await res.body.json()) as { chainIds?: unknown };
        if (Array.isArray(body.chainIds)) for (const id of body.chainIds) ids.add(Number(id));
      }
      return [...ids].filter((n) => Number.isSafeInteger(n) && n > 0).sort((a, b) => a - b);
    },
    async send(chainId, calls) {
      const url = urlFor(chainId);
      if (!url) throw new Error(`no RPC for chain ${chainId}`);
      // Our own ids on the way out, so a node's answers can be matched whatever it echoes.
      const out = calls.map((c, i) => ({
        jsonrpc: '2.0',
        id: i,
        method: c.method,
        params: c.params,
      }));
      const answer = await post(url, out.length === 1 ? out[0] : out);
      const list = (Array.isArray(answer) ? answer : [answer]) as Partial<RpcAnswer>[];
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
