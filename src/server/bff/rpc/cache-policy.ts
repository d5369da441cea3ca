// How long a read may be served again without asking the node: long enough that every open
// page polling the same balance costs one call per block, short enough that a new block shows.
import type { RpcMethod } from '../../../contract/json-rpc';

/** About one block on the chains Ferry reads (L2s ~1–2 s; Ethereum's 12 s is longer still). */
export const BLOCK_MS = 1_000;

export const cacheMsFor: Record<RpcMethod, number> = {
  eth_chainId: 60 * 60_000,
  eth_blockNumber: BLOCK_MS,
  eth_getBalance: BLOCK_MS,
  eth_call: BLOCK_MS,
  eth_getCode: 60_000,
  eth_estimateGas: BLOCK_MS,
  eth_gasPrice: BLOCK_MS,
  // A receipt that is not there yet must be asked again; once there, it never changes, but a
  // short lifetime keeps the rule simple.
  eth_getTransactionReceipt: BLOCK_MS,
};
