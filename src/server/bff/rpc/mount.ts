// POST /api/rpc/{chainId}: a read-only JSON-RPC for the bridge's balances, so the browser never
// needs a public RPC (which would learn the user's address and IP). Only the allowlisted reads
// go on, one at a time or in batches of up to RPC_MAX_BATCH; each answer is cached for about a
// block, so every open page polling one balance costs the node one call per block. Everything
// refused is a JSON-RPC error in the body. GET /api/rpc lists the chains that can be read.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LRUCache } from 'lru-cache';
import {
  isRpcMethod,
  RPC_MAX_BATCH,
  RPC_MAX_BODY_BYTES,
  rpcCall,
  rpcError,
  rpcErrorCodes as codes,
  type RpcAnswer,
  type RpcCall,
  type RpcMethod,
} from '../../../contract/json-rpc';
import type { BffContext } from '../context';
import { lruOnClock } from '../../clock';
import { refuse } from '../security/refuse';
import { cacheMsFor } from './cache-policy';
import type { RpcNodes } from './forward';

export const RPC_PATH = '/api/rpc';
const CHAIN_ID = /^[1-9]\d{0,15}$/;

export function mountRpc(app: Hono, ctx: BffContext, nodes: RpcNodes) {
  const log = ctx.logger.child({ component: 'rpc' });
  const cache = new LRUCache<string, { result: unknown }>({
    max: 10_000,
    ttl: 1_000,
    ...lruOnClock(ctx.clock),
  });

  app.get(RPC_PATH, async (c) => {
    try {
      return c.json({ chainIds: await nodes.chainIds() });
    } catch (err) {
      log.warn({ err }, 'could not list the readable chains');
      return c.json({ chainIds: [...ctx.config.RPC_URLS.keys()] });
    }
  });

  const limit = bodyLimit({
    maxSize: RPC_MAX_BODY_BYTES,
    onError: (c) =>
      refuse(c, 'too-large', `JSON-RPC bodies are limited to ${RPC_MAX_BODY_BYTES} bytes`),
  });

  app.post(`${RPC_PATH}/:chainId`, limit, async (c) => {
    const raw = c.req.param('chainId');
    const chainId = CHAIN_ID.test(raw) ? Number(raw) : undefined;
    if (chainId === undefined)
      return answer(c, rpcError(null, codes.invalidRequest, 'Unknown chain id'), 400);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return answer(c, rpcError(null, codes.parse, 'Body is not JSON'));
    }
    const batch = Array.isArray(body);
    const items = batch ? (body as unknown[]) : [body];
    if (items.length === 0) return answer(c, rpcError(null, codes.invalidRequest, 'Empty batch'));
    if (items.length > RPC_MAX_BATCH) {
      return answer(
        c,
        rpcError(null, codes.limitExceeded, `At most ${RPC_MAX_BATCH} calls a batch`),
      );
    }
    if (!nodes.urlFor(chainId)) {
      const message = `This Ferry has no RPC for chain ${chainId}`;
      const refused = items.map((i) => rpcError(idOf(i), codes.unavailable, message));
      return answer(c, batch ? refused : refused[0]!);
    }
    const answers = await resolveAll(chainId, items);
    return answer(c, batch ? answers : answers[0]!);
  });

  // Reads on their way to the node, so identical ones asked meanwhile wait for that answer
  // instead of asking again: however many pages poll one balance, one call per block.
  const inflight = new Map<string, Promise<Omit<RpcAnswer, 'id'>>>();

  /** Answers in order: refusals and cache hits at once, the rest from the node in one request. */
  async function resolveAll(chainId: number, items: unknown[]): Promise<RpcAnswer[]> {
    const answers: (RpcAnswer | Promise<RpcAnswer>)[] = [];
    const fresh: { call: RpcCall & { method: RpcMethod }; key: string }[] = [];
    const later: { at: number; id: RpcAnswer['id']; key: string }[] = [];
    items.forEach((item, at) => {
      const parsed = rpcCall.safeParse(item);
      if (!parsed.success) {
        answers[at] = rpcError(idOf(item), codes.invalidRequest, 'Not a JSON-RPC 2.0 call');
        return;
      }
      const call = parsed.data;
      if (!isRpcMethod(call.method)) {
        const message = `${call.method} is not a read Ferry serves`;
        answers[at] = rpcError(call.id, codes.methodNotFound, message);
        return;
      }
      const key = `${chainId} ${call.method} ${JSON.stringify(call.params)}`;
      const hit = cache.get(key);
      if (hit) {
        answers[at] = { jsonrpc: '2.0', id: call.id, result: hit.result };
        return;
      }
      if (!inflight.has(key) && !fresh.some((f) => f.key === key)) {
        fresh.push({ call: { ...call, method: call.method }, key });
      }
      later.push({ at, id: call.id, key });
    });
    if (fresh.length > 0) {
      const sent = nodes.send(
        chainId,
        fresh.map((f) => f.call),
      );
      fresh.forEach((f, i) => {
        const settled = sent.then(
          (list) => {
            const a = list[i]!;
            if (a.error === undefined) {
              cache.set(f.key, { result: a.result }, { ttl: cacheMsFor[f.call.method] });
            }
            return a;
          },
          (err: unknown) => {
            log.warn({ err, chainId }, 'the RPC node did not answer');
            const message = `The node for chain ${chainId} did not answer`;
            return rpcError(null, codes.internal, message);
          },
        );
        inflight.set(f.key, settled);
        void settled.finally(() => inflight.delete(f.key));
      });
    }
    for (const l of later) {
      answers[l.at] = inflight
        .get(l.key)!
        .then(({ result, error }) =>
          error ? { jsonrpc: '2.0', id: l.id, error } : { jsonrpc: '2.0', id: l.id, result },
        );
    }
    return Promise.all(answers);
  }
}

function idOf(item: unknown): RpcAnswer['id'] {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)) ? id : null;
}

const answer = (c: Context, body: RpcAnswer | RpcAnswer[], status: 200 | 400 = 200) =>
  c.json(body, status, { 'cache-control': 'no-store' });
