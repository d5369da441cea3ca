// POST /rpc/{chainId} (one call or a batch) and GET /rpc (the chains served): the simulated
// chains' read-only JSON-RPC, outside the service interface like /sandbox. Unauthenticated, as
// a public node is; it only reads.
import { Hono } from 'hono';
import {
  isRpcMethod,
  RPC_MAX_BATCH,
  rpcCall,
  rpcError,
  rpcErrorCodes as codes,
  rpcResult,
  type RpcAnswer,
} from '../../../contract/json-rpc';
import type { ServiceContext } from '../context';
import { worldChainIds } from '../world/tokens';
import { answerCall, RpcFault } from './answers';

export function rpcRoutes(ctx: ServiceContext) {
  const app = new Hono();
  app.get('/', (c) => c.json({ chainIds: [...worldChainIds].sort((a, b) => a - b) }));
  app.post('/:chainId', async (c) => {
    const chainId = Number(c.req.param('chainId'));
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(rpcError(null, codes.parse, 'Body is not JSON'));
    }
    const batch = Array.isArray(body);
    const items = (batch ? body : [body]) as unknown[];
    if (items.length === 0 || items.length > RPC_MAX_BATCH) {
      return c.json(rpcError(null, codes.invalidRequest, `1 to ${RPC_MAX_BATCH} calls a batch`));
    }
    const known = worldChainIds.includes(chainId);
    const answers = await Promise.all(
      items.map(async (item): Promise<RpcAnswer> => {
        const parsed = rpcCall.safeParse(item);
        if (!parsed.success) return rpcError(null, codes.invalidRequest, 'Not a JSON-RPC 2.0 call');
        const { id, method, params } = parsed.data;
        if (!known)
          return rpcError(
            id,
            codes.unavailable,
            `Chain ${c.req.param('chainId')} is not simulated`,
          );
        if (!isRpcMethod(method))
          return rpcError(id, codes.methodNotFound, `${method} is not supported`);
        try {
          return rpcResult(id, await answerCall(ctx, chainId, method, params));
        } catch (err) {
          if (err instanceof RpcFault) return rpcError(id, err.code, err.message);
          throw err;
        }
      }),
    );
    return c.json(batch ? answers : answers[0]!);
  });
  return app;
}
