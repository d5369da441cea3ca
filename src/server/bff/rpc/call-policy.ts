// Which calls Ferry passes on to a chain's node, and how long a response may be served again
// without asking the node: long enough that every open page polling the same balance costs one
// call per block, short enough that a new block shows. What a wallet sends, and what it reads
// to send next, is never served again.
import {
  RPC_METHODS,
  SANDBOX_RPC_METHODS,
  type SandboxRpcMethod,
} from '../../../contract/json-rpc';

/** About one block on the chains Ferry reads (L2s ~1–2 s; Ethereum's 12 s is longer still). */
export const BLOCK_MS = 1_000;

/** Never cached, nor shared with an identical call on its way: each response is its caller's. */
const NEVER = 0;

/**
 * What a wallet may ask a sandbox chain through Ferry: the service's list but the node's
 * accounts, which are never the caller's (the service returns none).
 */
export type ServedMethod = Exclude<SandboxRpcMethod, 'eth_accounts'>;
const SANDBOX_METHODS: readonly string[] = SANDBOX_RPC_METHODS.filter((m) => m !== 'eth_accounts');

/** Reads only (RPC_METHODS) on a node from RPC_URLS or the simulated ledger; more on a sandbox chain. */
export const isServed = (method: string, sandbox: boolean): method is ServedMethod =>
  (sandbox ? SANDBOX_METHODS : (RPC_METHODS as readonly string[])).includes(method);

const cacheMsFor: Record<ServedMethod, number> = {
  eth_chainId: 60 * 60_000,
  net_version: 60 * 60_000,
  web3_clientVersion: 60 * 60_000,
  eth_syncing: BLOCK_MS,
  eth_blockNumber: BLOCK_MS,
  eth_getBalance: BLOCK_MS,
  eth_call: BLOCK_MS,
  eth_getCode: 60_000,
  eth_getStorageAt: BLOCK_MS,
  eth_estimateGas: BLOCK_MS,
  eth_gasPrice: BLOCK_MS,
  eth_maxPriorityFeePerGas: BLOCK_MS,
  eth_feeHistory: BLOCK_MS,
  eth_getBlockByNumber: BLOCK_MS,
  eth_getBlockByHash: BLOCK_MS,
  eth_getLogs: BLOCK_MS,
  // Once there, a transaction or receipt never changes, but a short lifetime keeps the rule
  // simple; one not there yet is never cached (below).
  eth_getTransactionReceipt: BLOCK_MS,
  eth_getTransactionByHash: BLOCK_MS,
  eth_sendRawTransaction: NEVER,
  // A wallet's next nonce: a sandbox chain mines a block with every transaction, so even the
  // 'latest' count moves between two sends within a second.
  eth_getTransactionCount: NEVER,
  // A filter's changes are consumed by each ask; its id is the caller's.
  eth_newFilter: NEVER,
  eth_newBlockFilter: NEVER,
  eth_getFilterChanges: NEVER,
  eth_getFilterLogs: NEVER,
  eth_uninstallFilter: NEVER,
};

/** Whether identical calls may share one response (on its way, and then for its lifetime). */
export const isShared = (method: ServedMethod) => cacheMsFor[method] !== NEVER;

/** How long `result` may be served again; 0 for never. */
export function cacheMs(method: ServedMethod, result: unknown): number {
  // A transaction, receipt or block that does not exist yet may exist a moment later.
  if (result === null) return NEVER;
  return cacheMsFor[method];
}
