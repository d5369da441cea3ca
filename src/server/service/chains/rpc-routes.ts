// GET /sandbox/chains and POST /sandbox/rpc/{chainId}: the sandbox chains' JSON-RPC, for wallets,
// scripts and the official client. Reads go to the chain's node as they are; a raw transaction is
// sent at the service clock's time (chain.ts) unless it is signed by one of the service's own
// accounts (service-senders.ts); methods outside SANDBOX_RPC_METHODS are refused, so nobody but
// the service uses the node's unlocked accounts or its cheat codes.
import { dexListing } from './dex-listing';
import { Hono } from 'hono';
import {
  isSandboxRpcMethod,
  rpcError,
  rpcErrorCodes as codes,
  rpcResult,
  type RpcResponse,
  type RpcCall,
} from '../../../contract/json-rpc';
import { rpcBodyLimit } from '../rpc/body-limit';
import { serveRpc } from '../rpc/serve-rpc';
import type { SandboxChain } from './chain';
import { chainLayout } from './layout';
import { blockOfResponse, persistedUpTo } from './persisted-responses';
import { refusalOfRawTransaction } from './service-senders';
import type { SandboxChains } from './sandbox-chains';

/** Where a wallet or script reaches a chain, relative to the service's origin. */
export const sandboxRpcPath = (chainId: number) => `/sandbox/rpc/${chainId}`;

const unavailable = (chain: SandboxChain, call: RpcCall) =>
  rpcError(call.id, codes.unavailable, `chain ${chain.chainId} is unavailable`);

async function forward(chain: SandboxChain, call: RpcCall): Promise<RpcResponse> {
  let response: RpcResponse;
  try {
    const res = await fetch(chain.node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: call.method, params: call.params }),
    });
    response = (await res.json()) as RpcResponse;
  } catch {
    // The node did not respond (it died during the call): the chain is unavailable.
    return unavailable(chain, call);
  }
  await persistedUpTo(chain, blockOfResponse(call.method, response));
  return { ...response, id: call.id };
}

async function respond(chain: SandboxChain, call: RpcCall): Promise<RpcResponse> {
  if (!chain.up) return unavailable(chain, call);
  try {
    return await respondWhileUp(chain, call);
  } catch (err) {
    if (!chain.up) return unavailable(chain, call);
    throw err;
  }
}

async function respondWhileUp(chain: SandboxChain, call: RpcCall): Promise<RpcResponse> {
  switch (call.method) {
    // The node's development accounts are the service's, not the caller's.
    case 'eth_accounts':
      return rpcResult(call.id, []);
    case 'eth_sendRawTransaction': {
      const raw = call.params[0];
      if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw))
        return rpcError(
          call.id,
          codes.invalidParams,
          'params[0] must be a signed transaction in hex',
        );
      const refusal = await refusalOfRawTransaction(chain, raw as `0x${string}`);
      if (refusal) {
        const code = {
          undecodable: codes.invalidParams,
          'service-account': codes.rejected,
          // Geth's code for a transaction its pool will not take (wallets read the message).
          'too-little-gas': codes.server,
        }[refusal.reason];
        return rpcError(call.id, code, refusal.message);
      }
      try {
        return rpcResult(call.id, await chain.sendRaw(raw as `0x${string}`));
      } catch (err) {
        if (!chain.up) return unavailable(chain, call);
        const e = err as { details?: string; shortMessage?: string; message?: string };
        return rpcError(
          call.id,
          codes.invalidParams,
          e.details ?? e.shortMessage ?? String(e.message),
        );
      }
    }
    case 'eth_call':
    case 'eth_estimateGas':
      await chain.catchUp();
      return forward(chain, call);
    default:
      return forward(chain, call);
  }
}

export function sandboxChainRoutes(chains: SandboxChains) {
  const app = new Hono();
  app.get('/chains', (c) =>
    c.json({
      chains: chains.ids().map((chainId) => {
        const layout = chainLayout(chainId);
        return {
          chainId,
          status: chains.isUp(chainId) ? ('up' as const) : ('down' as const),
          rpcPath: sandboxRpcPath(chainId),
          spokePool: layout.spokePool,
          multicallHandler: layout.multicallHandler,
          wrappedNativeToken: layout.wrappedNative,
          // The Uniswap v2 DEX of each liquidity source (empty on a chain without pools).
          dex: dexListing(chainId),
          tokens: layout.tokens.map((t) => ({
            address: t.token.address,
            symbol: t.token.symbol,
            decimals: t.token.decimals,
            kind: t.kind,
          })),
        };
      }),
    }),
  );
  app.post('/rpc/:chainId', rpcBodyLimit(), async (c) => {
    const id = c.req.param('chainId');
    const chain = /^\d{1,12}$/.test(id) ? chains.get(Number(id)) : undefined;
    return serveRpc(c, async (call) => {
      if (!chain) return rpcError(call.id, codes.unavailable, `Chain ${id} is not a sandbox chain`);
      if (!isSandboxRpcMethod(call.method)) {
        return rpcError(
          call.id,
          codes.methodNotFound,
          `${call.method} is not available on the sandbox chains`,
        );
      }
      return respond(chain, call);
    });
  });
  return app;
}
