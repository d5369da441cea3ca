// The read-only JSON-RPC that Ferry serves for balances (POST /api/rpc/{chainId}), and that the
// embedded service responds from its simulated ledger (POST /rpc/{chainId}). Only reads that a
// wallet UI needs are allowed; anything else is a JSON-RPC error, never forwarded. Sandbox chains
// (below) also take what a wallet sends.
import { z } from 'zod';

export const RPC_METHODS = [
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_getCode',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getTransactionReceipt',
] as const;
export type RpcMethod = (typeof RPC_METHODS)[number];

/**
 * What a wallet or a script may ask a sandbox chain (the embedded service's local EVM nodes):
 * the reads above and those a wallet needs to send, plus eth_sendRawTransaction. A node's own
 * accounts, cheat codes (anvil_*, evm_*) and debug methods stay private to the service.
 */
export const SANDBOX_RPC_METHODS = [
  ...RPC_METHODS,
  'eth_sendRawTransaction',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'eth_getStorageAt',
  // Log filters, as viem's watchers use them.
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'eth_syncing',
  'eth_accounts',
  'net_version',
  'web3_clientVersion',
] as const;
export type SandboxRpcMethod = (typeof SANDBOX_RPC_METHODS)[number];
export const isSandboxRpcMethod = (m: string): m is SandboxRpcMethod =>
  (SANDBOX_RPC_METHODS as readonly string[]).includes(m);

/** At most this many calls in one batch, and this many bytes in one request body. */
export const RPC_MAX_BATCH = 20;
export const RPC_MAX_BODY_BYTES = 32 * 1024;

/** JSON-RPC 2.0 error codes (and EIP-1474's for an unsupported method). */
export const rpcErrorCodes = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Geth's generic server error, e.g. a transaction its pool refuses (gas too low). */
  server: -32000,
  unavailable: -32002,
  /** EIP-1474's "transaction rejected": a valid transaction the server will not send. */
  rejected: -32003,
  limitExceeded: -32005,
} as const;

const rpcId = z.union([z.string().max(100), z.number().int().safe(), z.null()]);

export const rpcCall = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  method: z.string().max(100),
  params: z.array(z.unknown()).max(4).default([]),
});
export type RpcCall = z.infer<typeof rpcCall>;

export interface RpcResponse {
  jsonrpc: '2.0';
  id: string | number | null;
  result?: unknown;
  error?: { code: number; message: string };
}

/** One call's response as it goes on the wire: its result, or an error. */
export const rpcResponse = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  result: z.unknown().optional(),
  error: z.object({ code: z.number().int(), message: z.string() }).optional(),
});

export const rpcError = (id: RpcResponse['id'], code: number, message: string): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

export const rpcResult = (id: RpcResponse['id'], result: unknown): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  result,
});

export const isRpcMethod = (m: string): m is RpcMethod =>
  (RPC_METHODS as readonly string[]).includes(m);

/**
 * GET /api/rpc: the chains this Ferry can read, so the app asks only where it can, and those of
 * them (sandbox chains) that also take signed transactions; absent from an older BFF: none.
 */
export const rpcChainsResponse = z.object({
  chainIds: z.array(z.number().int().positive()),
  sendChainIds: z.array(z.number().int().positive()).default([]),
});
export type RpcChains = z.output<typeof rpcChainsResponse>;
