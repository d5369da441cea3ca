// What a chain that rolled back no longer has, of what the database recorded: deposits in blocks
// after the last block both agree on whose block is gone or different, and fills or refunds whose
// transaction the chain no longer knows. Only reads (the chain, then the database outside any
// transaction); deposits/reconcile.ts writes what is found.
import { TransactionReceiptNotFoundError, type Hex } from 'viem';
import type { Db } from '../../db/open';
import { depositsAfter, settlementsAfter, type Rewind } from '../deposits/reconcile';
import type { DepositRow } from '../deposits/store';
import type { SandboxChain } from './chain';
import { hashAt } from './chain-cursor';

export interface OffChain {
  row: DepositRow;
  rewind: Rewind;
}

async function landed(chain: SandboxChain, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return false;
  const receipt = await chain.public
    .getTransactionReceipt({ hash: hash as Hex })
    .catch((err: unknown) => {
      if (err instanceof TransactionReceiptNotFoundError) return undefined;
      throw err;
    });
  return receipt?.status === 'success';
}

/**
 * Records of `chain` after block `agreed` that the chain does not hold. Deposits are checked when
 * `rolledBack` (the indexer's own marks disagree with the chain); fills and refunds always, since
 * one may land in a block the indexer has not read yet.
 */
export async function offChain(
  db: Db,
  chain: SandboxChain,
  agreed: number,
  rolledBack: boolean,
): Promise<OffChain[]> {
  const found: OffChain[] = [];
  if (rolledBack) {
    const hashes = new Map<number, string | null>();
    for (const row of await depositsAfter(db, chain.chainId, agreed)) {
      const n = row.blockNumber!;
      if (!hashes.has(n)) hashes.set(n, await hashAt(chain, n));
      if (hashes.get(n) !== row.blockHash) found.push({ row, rewind: 'dropped' });
    }
  }
  const dropped = new Set(found.map((f) => f.row.id));
  for (const row of await settlementsAfter(db, chain.chainId, agreed)) {
    if (dropped.has(row.id)) continue;
    const r = row.record as { fillTxnRef?: string | null; depositRefundTxnRef?: string | null };
    const refund = row.status === 'refunded';
    if (await landed(chain, refund ? r.depositRefundTxnRef : r.fillTxnRef)) continue;
    found.push({ row, rewind: refund ? 'unrefunded' : 'unfilled' });
  }
  return found;
}
