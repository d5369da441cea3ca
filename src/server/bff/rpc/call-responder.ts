// Responds to the JSON-RPC calls of one request for one chain, in order: refusals (a call's shape,
// params nested too deeply, a method not served) and cache hits at once, the rest from the
// chain's node in one request. Identical reads on their way wait for one response, so however
// many pages poll one balance, the node gets one call per block. What a wallet sends, and what
// it reads to send next, is never shared (call-policy.ts); a transaction sent through here
// starts the chain's cached reads afresh, since it mined a block.
import { LRUCache } from 'lru-cache';
import {
  rpcCall,
  rpcError,
  rpcErrorCodes as codes,
  type RpcResponse,
  type RpcCall,
} from '../../../contract/json-rpc';
import {
  nestsDeeperThan,
  RPC_MAX_PARAMS_DEPTH,
  tooDeepMessage,
} from '../../../contract/json-rpc-depth';
import { lruOnClock } from '../../clock';
import type { BffContext } from '../context';
import { cacheMs, isServed, isShared, type ServedMethod } from './call-policy';
import type { RpcNode, RpcNodes } from './forward';

type Reply = Omit<RpcResponse, 'id'>;

export function callResponder(ctx: BffContext, nodes: RpcNodes) {
  const log = ctx.logger.child({ component: 'rpc' });
  const cache = new LRUCache<string, { result: unknown }>({
    max: 10_000,
    ttl: 1_000,
    ...lruOnClock(ctx.clock),
  });
  const inflight = new Map<string, Promise<Reply>>();
  // Per chain, how many times it changed under the cache (a transaction sent through here, a
  // faucet top-up): part of each cache key, so a read cached before a change is not served after.
  const sends = new Map<number, number>();
  const moved = (chainId: number) => sends.set(chainId, (sends.get(chainId) ?? 0) + 1);

  async function respondToCalls(node: RpcNode, items: unknown[]): Promise<RpcResponse[]> {
    const responses: (RpcResponse | Promise<RpcResponse>)[] = [];
    const fresh: { call: RpcCall & { method: ServedMethod }; key?: string }[] = [];
    const later: { at: number; id: RpcResponse['id']; reply: () => Promise<Reply> }[] = [];
    const era = sends.get(node.chainId) ?? 0;
    items.forEach((item, at) => {
      const parsed = rpcCall.safeParse(item);
      if (!parsed.success) {
        responses[at] = rpcError(idOf(item), codes.invalidRequest, 'Not a JSON-RPC 2.0 call');
        return;
      }
      const call = parsed.data;
      // Before anything recursive (the cache key's JSON.stringify, the node's request) sees them.
      if (nestsDeeperThan(call.params, RPC_MAX_PARAMS_DEPTH)) {
        responses[at] = rpcError(call.id, codes.invalidParams, tooDeepMessage);
        return;
      }
      const { method } = call;
      if (!isServed(method, node.sandbox)) {
        const message = node.sandbox
          ? `${method} is not available on sandbox chain ${node.chainId}`
          : `${method} is not a read Ferry serves`;
        responses[at] = rpcError(call.id, codes.methodNotFound, message);
        return;
      }
      if (!isShared(method)) {
        const own = fresh.push({ call: { ...call, method } }) - 1;
        later.push({ at, id: call.id, reply: () => settled[own]! });
        return;
      }
      const key = `${node.chainId}:${era} ${method} ${JSON.stringify(call.params)}`;
      const hit = cache.get(key);
      if (hit) {
        responses[at] = { jsonrpc: '2.0', id: call.id, result: hit.result };
        return;
      }
      if (!inflight.has(key) && !fresh.some((f) => f.key === key)) {
        fresh.push({ call: { ...call, method }, key });
      }
      later.push({ at, id: call.id, reply: () => inflight.get(key)! });
    });
    const settled = fresh.length > 0 ? ask(node, fresh) : [];
    for (const l of later) {
      responses[l.at] = l
        .reply()
        .then(({ result, error }) =>
          error ? { jsonrpc: '2.0', id: l.id, error } : { jsonrpc: '2.0', id: l.id, result },
        );
    }
    return Promise.all(responses);
  }
  return Object.assign(respondToCalls, { chainMoved: moved });

  /** One request to the node for `fresh`; each response cached as its method allows. */
  function ask(node: RpcNode, fresh: { call: RpcCall & { method: ServedMethod }; key?: string }[]) {
    const sent = nodes.send(
      node,
      fresh.map((f) => f.call),
    );
    return fresh.map(({ call, key }, i) => {
      const settled = sent.then(
        (list): Reply => {
          const a = list[i]!;
          if (a.error !== undefined) return a;
          if (call.method === 'eth_sendRawTransaction') moved(node.chainId);
          const ttl = cacheMs(call.method, a.result);
          if (key && ttl > 0) cache.set(key, { result: a.result }, { ttl });
          return a;
        },
        (err: unknown) => {
          log.warn({ err, chainId: node.chainId }, 'the RPC node did not answer');
          const message = `The node for chain ${node.chainId} did not answer`;
          return rpcError(null, codes.internal, message);
        },
      );
      if (key) {
        inflight.set(key, settled);
        void settled.finally(() => inflight.delete(key));
      }
      return settled;
    });
  }
}

export function idOf(item: unknown): RpcResponse['id'] {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)) ? id : null;
}
