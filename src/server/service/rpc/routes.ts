// POST /rpc/{chainId} (one call or a batch) and GET /rpc (the chains served): the simulated
// chains' read-only JSON-RPC, outside the service interface like /sandbox. Unauthenticated, as
// a public node is; it only reads.
import { Hono } from 'hono';
import {
  isRpcMethod,
  rpcError,
  rpcErrorCodes as codes,
  rpcResult,
} from '../../../contract/json-rpc';
import type { ServiceContext } from '../context';
import { worldChainIds } from '../world/tokens';
import { respondToCall, RpcFault } from './responses';
import { rpcBodyLimit } from './body-limit';
import { serveRpc } from './serve-rpc';

export function rpcRoutes(ctx: ServiceContext) {
  const app = new Hono();
  app.get('/', (c) => c.json({ chainIds: [...worldChainIds].sort((a, b) => a - b) }));
  app.post('/:chainId', rpcBodyLimit(), async (c) => {
    const chainId = Number(c.req.param('chainId'));
    const known = worldChainIds.includes(chainId);
    return serveRpc(c, async ({ id, method, params }) => {
      if (!known)
        return rpcError(id, codes.unavailable, `Chain ${c.req.param('chainId')} is not simulated`);
      if (!isRpcMethod(method))
        return rpcError(id, codes.methodNotFound, `${method} is not supported`);
      try {
        return rpcResult(id, await respondToCall(ctx, chainId, method, params));
      } catch (err) {
        if (err instanceof RpcFault) return rpcError(id, err.code, err.message);
        throw err;
      }
    });
  });
  return app;
}
