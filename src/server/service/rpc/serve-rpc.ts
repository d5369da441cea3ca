// One JSON-RPC exchange over HTTP, as both of the service's RPCs serve it (the simulated
// ledger's /rpc and the sandbox chains' /sandbox/rpc): a call or a batch of 1 to RPC_MAX_BATCH,
// each call checked (its shape, and params no deeper than RPC_MAX_PARAMS_DEPTH), served by
// `response`, and the reply in the request's own form. The route puts rpcBodyLimit before it.
import type { Context } from 'hono';
import {
  RPC_MAX_BATCH,
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

export async function serveRpc(
  c: Context,
  respond: (call: RpcCall) => Promise<RpcResponse>,
): Promise<Response> {
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
  const responses = await Promise.all(
    items.map(async (item): Promise<RpcResponse> => {
      const parsed = rpcCall.safeParse(item);
      if (!parsed.success) return rpcError(null, codes.invalidRequest, 'Not a JSON-RPC 2.0 call');
      if (nestsDeeperThan(parsed.data.params, RPC_MAX_PARAMS_DEPTH))
        return rpcError(parsed.data.id, codes.invalidParams, tooDeepMessage);
      return respond(parsed.data);
    }),
  );
  return c.json(batch ? responses : responses[0]!);
}
