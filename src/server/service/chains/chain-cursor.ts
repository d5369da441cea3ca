// Where the chain indexer has read a chain up to: the block numbers and hashes of its last few
// reads (svc_chain_cursors). A chain restarted on an older state file (a node killed before it
// wrote its newest blocks) no longer has some of them, or has other blocks at those numbers;
// the newest block both still agree on is where the indexer resumes, after reconciling what the
// database recorded from the blocks after it (rollback.ts).
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { svcChainCursors } from '../../db/service/schema';
import type { SandboxChain } from './chain';

/** Reads kept per chain: a rollback deeper than this many reads re-reads the chain from block 1. */
const KEPT = 32;

export interface ReadMark {
  blockNumber: number;
  /** Null for a cursor carried over from before hashes were kept (trusted while the chain is that long). */
  blockHash: string | null;
}

/** The chain's read marks, newest first. */
export function readMarks(db: Db, chainId: number): Promise<ReadMark[]> {
  return db
    .select({ blockNumber: svcChainCursors.blockNumber, blockHash: svcChainCursors.blockHash })
    .from(svcChainCursors)
    .where(eq(svcChainCursors.chainId, chainId))
    .orderBy(desc(svcChainCursors.blockNumber))
    .limit(KEPT);
}

/** The hash of block `n` on `chain`, or null when the chain has no such block. */
export async function hashAt(chain: SandboxChain, n: number): Promise<string | null> {
  const block = await chain.public.getBlock({ blockNumber: BigInt(n) }).catch((err: unknown) => {
    if (err instanceof Error && err.name === 'BlockNotFoundError') return null;
    throw err;
  });
  return block?.hash ?? null;
}

/**
 * The newest mark `chain` still has (same number, same hash) at or below `head`; 0 (before the
 * first block the indexer reads) when none is left.
 */
export async function agreedBlock(
  chain: SandboxChain,
  marks: readonly ReadMark[],
  head: number,
): Promise<number> {
  for (const mark of marks) {
    if (mark.blockNumber > head) continue;
    if (mark.blockHash === null) return mark.blockNumber;
    if ((await hashAt(chain, mark.blockNumber)) === mark.blockHash) return mark.blockNumber;
  }
  return 0;
}

/**
 * Records a read up to `head` (hash `hash`) after agreeing with the chain at `agreed`: marks
 * after `agreed` are of blocks the chain no longer has, and go.
 */
export async function markRead(
  tx: Db,
  chainId: number,
  agreed: number,
  head: { blockNumber: number; blockHash: string },
) {
  await tx
    .delete(svcChainCursors)
    .where(and(eq(svcChainCursors.chainId, chainId), gt(svcChainCursors.blockNumber, agreed)));
  await tx
    .insert(svcChainCursors)
    .values({ chainId, ...head })
    .onConflictDoUpdate({
      target: [svcChainCursors.chainId, svcChainCursors.blockNumber],
      set: { blockHash: head.blockHash },
    });
  const kept = await readMarks(tx, chainId);
  const oldest = kept.at(-1);
  if (kept.length === KEPT && oldest) {
    await tx
      .delete(svcChainCursors)
      .where(
        and(
          eq(svcChainCursors.chainId, chainId),
          lt(svcChainCursors.blockNumber, oldest.blockNumber),
        ),
      );
  }
}
