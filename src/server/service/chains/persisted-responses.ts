// What a wallet is shown of a sandbox chain is what a crash cannot take away: a response that names
// a block newer than the state file is known to hold waits until the state holding it is written
// (SandboxChain.persisted, which coalesces, so many readers cost one write). Most responses name
// older blocks, or none, and cost nothing more.
import type { RpcResponse } from '../../../contract/json-rpc';
import type { SandboxChain } from './chain';

const hexBlock = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : undefined;

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;

/** The newest of the blocks an array of logs names. */
function newestLog(logs: unknown[]): bigint | undefined {
  let newest: bigint | undefined;
  for (const log of logs) {
    const n = hexBlock(field(log, 'blockNumber'));
    if (n !== undefined && (newest === undefined || n > newest)) newest = n;
  }
  return newest;
}

/**
 * The newest block `response` shows; 'unknown' when it shows blocks by hash only (a block filter's
 * changes); undefined when it shows none.
 */
export function blockOfResponse(
  method: string,
  response: RpcResponse,
): bigint | 'unknown' | undefined {
  const { result } = response;
  switch (method) {
    case 'eth_blockNumber':
      return hexBlock(result);
    case 'eth_getTransactionReceipt':
    case 'eth_getTransactionByHash':
      return hexBlock(field(result, 'blockNumber'));
    case 'eth_getBlockByNumber':
    case 'eth_getBlockByHash':
      return hexBlock(field(result, 'number'));
    case 'eth_getLogs':
    case 'eth_getFilterLogs':
    case 'eth_getFilterChanges':
      if (!Array.isArray(result) || result.length === 0) return undefined;
      return typeof result[0] === 'string' ? 'unknown' : newestLog(result);
    default:
      return undefined;
  }
}

/** Waits, when `block` is newer than the state file is known to hold, until it is written. */
export async function persistedUpTo(chain: SandboxChain, block: bigint | 'unknown' | undefined) {
  if (block === undefined) return;
  if (block !== 'unknown' && block <= chain.persistedBlock) return;
  await chain.persisted();
}
