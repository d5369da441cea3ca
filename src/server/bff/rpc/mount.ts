// POST /api/rpc/{chainId}: a JSON-RPC for the bridge's balances, so the browser never needs a
// public RPC (which would learn the user's address and IP). Only allowlisted reads go on, one at
// a time or in batches of up to RPC_MAX_BATCH, each response cached for about a block, so every
// open page polling one balance costs the node one call per block. A sandbox chain of the
// embedded service also takes what a wallet sends (signed transactions, nonces, filters), and
// from a wallet of any origin without Ferry's header: MetaMask given this URL as the chain's RPC
// sends neither, and a call there can do no more than a signed transaction or a read (no
// session, key or node account is behind it). Other chains keep the CSRF checks (403); every
// other refusal is a JSON-RPC error in the body. GET /api/rpc lists the chains that can be read
// and those that take transactions.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  RPC_MAX_BATCH,
  RPC_MAX_BODY_BYTES,
  rpcError,
  rpcErrorCodes as codes,
  type RpcResponse,
} from '../../../contract/json-rpc';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import { csrfProblem } from '../security/csrf';
import { refuse } from '../security/refuse';
import { callResponder, idOf } from './call-responder';
import type { RpcNode, RpcNodes } from './forward';

const { rpcChains, rpcCall, rpcPreflight } = ownRoutes;

/** What a sandbox chain's responses carry, so a page or wallet of any origin may read them. */
const OPEN = { 'access-control-allow-origin': '*' } as const;
const OPEN_PREFLIGHT = {
  ...OPEN,
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '600',
} as const;

/** What other parts of the BFF tell the RPC. */
export interface RpcControls {
  /** A chain's state changed outside this RPC: its cached reads must not be served again. */
  chainMoved(chainId: number): void;
}

export function mountRpc(app: Hono, ctx: BffContext, nodes: RpcNodes): RpcControls {
  const log = ctx.logger.child({ component: 'rpc' });
  const respondToCalls = callResponder(ctx, nodes);
  const route = ownRouter(app, ctx);

  route(rpcChains, async (c) => {
    try {
      return c.json(await nodes.chains());
    } catch (err) {
      log.warn({ err }, 'could not list the readable chains');
      return c.json({ chainIds: [...ctx.config.RPC_URLS.keys()], sendChainIds: [] });
    }
  });

  const limit = bodyLimit({
    maxSize: RPC_MAX_BODY_BYTES,
    onError: (c) =>
      refuse(c, 'too-large', `JSON-RPC bodies are limited to ${RPC_MAX_BODY_BYTES} bytes`),
  });

  const publicOrigin = [new URL(ctx.publicUrl).origin];
  /** The chain's node; undefined when there is none, null when the list of sandbox chains failed. */
  async function nodeOf(chainId: number): Promise<RpcNode | undefined | null> {
    try {
      return await nodes.nodeFor(chainId);
    } catch (err) {
      // Only the embedded service's list of sandbox chains is asked for here.
      log.warn({ err, chainId }, 'could not list the sandbox chains');
      return null;
    }
  }
  const chainIdOf = (c: Context) => {
    const chainId = c.req.param('chainId') ?? '';
    return rpcCall.params.safeParse({ chainId }).success ? Number(chainId) : undefined;
  };

  // A pre-flight from another origin than Ferry's own (security/cors.ts responds to that one).
  route.readingItself(['params'], rpcPreflight, async (c) => {
    const chainId = chainIdOf(c);
    const node = chainId === undefined ? undefined : await nodeOf(chainId);
    return c.body(null, 204, node?.sandbox ? OPEN_PREFLIGHT : {});
  });

  route.readingItself(['params', 'body'], rpcCall, limit, async (c) => {
    const chainId = chainIdOf(c);
    if (chainId === undefined)
      return respond(c, rpcError(null, codes.invalidRequest, 'Unknown chain id'), 400, false);
    const node = await nodeOf(chainId);
    const open = node?.sandbox === true;
    if (!open) {
      const problem = csrfProblem(c, publicOrigin);
      if (problem) return refuse(c, 'forbidden', problem);
    }
    const reply = (body: RpcResponse | RpcResponse[], status: 200 | 400 = 200) =>
      respond(c, body, status, open);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return reply(rpcError(null, codes.parse, 'Body is not JSON'));
    }
    const batch = Array.isArray(body);
    const items = batch ? (body as unknown[]) : [body];
    if (items.length === 0) return reply(rpcError(null, codes.invalidRequest, 'Empty batch'));
    if (items.length > RPC_MAX_BATCH) {
      return reply(rpcError(null, codes.limitExceeded, `At most ${RPC_MAX_BATCH} calls a batch`));
    }
    const refuseAll = (code: number, message: string) => {
      const refused = items.map((i) => rpcError(idOf(i), code, message));
      return reply(batch ? refused : refused[0]!);
    };
    if (node === null) {
      return refuseAll(codes.internal, `The node for chain ${chainId} did not answer`);
    }
    if (!node) return refuseAll(codes.unavailable, `This Ferry has no RPC for chain ${chainId}`);
    const responses = await respondToCalls(node, items);
    return reply(batch ? responses : responses[0]!);
  });
  return { chainMoved: respondToCalls.chainMoved };
}

const respond = (c: Context, body: RpcResponse | RpcResponse[], status: 200 | 400, open: boolean) =>
  c.json(body, status, { 'cache-control': 'no-store', ...(open && OPEN) });
