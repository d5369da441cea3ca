// Gasless quotes as stored: the facts needed to make the deposit later, and the payloads the
// depositor must sign. A quote's id is derived from those payloads, so a submission finds its
// quote from the typed data it echoes back, whatever else it carries.
import { and, eq } from 'drizzle-orm';
import { concat, keccak256, type Hex } from 'viem';
import type { Db } from '../../../db/open';
import { svcGaslessQuotes } from '../../../db/service/schema';
import type { NewDeposit } from '../../deposits/store';
import { findToken } from '../../world/tokens';
import { digestOf } from '../signatures';
import type { GaslessDepositData } from './periphery';
import type { SigningStep } from './typed-data';

export type GaslessRow = typeof svcGaslessQuotes.$inferSelect;
export type GaslessStatus = 'quoted' | 'submitted' | 'deposited' | 'failed';

/** Everything insertDeposit needs, JSON-safe. */
export interface GaslessFacts {
  depositor: string;
  recipient: string;
  refundAddress: string;
  input: { chainId: number; address: string };
  output: { chainId: number; address: string };
  inputAmount: string;
  outputAmount: string;
  feeAmount: string;
  message: string;
  /** Epoch ms. */
  quoteTimestamp: number;
  fillDeadline: number;
  fillTimeSec: number;
}

export interface StoredGasless {
  facts: GaslessFacts;
  signing: (SigningStep & { digest: string })[];
  /** EVM routes: the periphery deposit the authorization's nonce commits to. */
  deposit?: GaslessDepositData;
}

export interface Submission {
  messageId: string;
  /** A reserved reference until the deposit is on a chain, then its transaction's hash. */
  depositTxnRef: string;
  /** The depositor's signature of an EVM route, which the deposit transaction carries. */
  signature?: string;
  reason?: string;
}

/** The id of the quote whose payloads have these EIP-712 digests, in step order. */
export const gaslessId = (digests: readonly string[]) => keccak256(concat(digests as Hex[]));

export function withDigests(steps: SigningStep[]): StoredGasless['signing'] {
  return steps.map((s) => {
    const digest = digestOf(s.typedData);
    if (!digest) throw new Error(`Step ${s.stepId} is not valid typed data`);
    return { ...s, digest };
  });
}

export const storedOf = (row: GaslessRow) => row.quote as StoredGasless;
export const submissionOf = (row: GaslessRow) => row.submission as Submission | null;

export async function findGasless(db: Db, id: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(svcGaslessQuotes).where(eq(svcGaslessQuotes.id, id));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

export async function findGaslessByDeposit(db: Db, originChainId: number, depositId: string) {
  const [row] = await db
    .select()
    .from(svcGaslessQuotes)
    .where(
      and(
        eq(svcGaslessQuotes.originChainId, originChainId),
        eq(svcGaslessQuotes.depositId, depositId),
      ),
    );
  return row;
}

/** The deposit a gasless quote turns into, made at `at` with a reserved id and reference. */
export function newDepositOf(row: GaslessRow, at: number, visibleAt: number): NewDeposit {
  const f = storedOf(row).facts;
  const input = findToken(f.input.chainId, f.input.address);
  const output = findToken(f.output.chainId, f.output.address);
  if (!input || !output) throw new Error(`Gasless quote ${row.id} names tokens the world lacks`);
  return {
    input,
    output,
    inputAmount: BigInt(f.inputAmount),
    outputAmount: BigInt(f.outputAmount),
    feeAmount: BigInt(f.feeAmount),
    depositor: f.depositor,
    recipient: f.recipient,
    refundAddress: f.refundAddress,
    message: f.message,
    quoteTimestamp: f.quoteTimestamp,
    fillDeadline: f.fillDeadline,
    at,
    visibleAt,
    depositId: row.depositId,
    depositTxnRef: submissionOf(row)?.depositTxnRef,
  };
}
