// GET /sandbox/deposits-by-txn/{hash}: the deposits a sandbox transaction belongs to when it is
// not their deposit: their fill, their refund, or the token approval sent just before the deposit.
// Outside the upstream interface (a real chain's public explorer knows these transactions; the
// sandbox chains have no explorer but Ferry's), and public like GET /deposit: only deposits the
// indexer has seen, as GET /deposit sends them.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { decodeFunctionData, erc20Abi, type Hex, type Transaction } from 'viem';
import {
  sandboxTxnMatches,
  type SandboxTxnMatchesWire,
} from '../../../contract/schemas/ferry-explorer';
import { hash32 } from '../../../contract/primitives';
import { svcDeposits } from '../../db/service/schema';
import type { ServiceContext } from '../context';
import { singleForm, type DepositRow } from '../deposits/store';

type Match = SandboxTxnMatchesWire['matches'][number];

const byRecordRef = (field: 'fillTxnRef' | 'depositRefundTxnRef', hash: string) =>
  sql`lower(${svcDeposits.record}->>${field}) = ${hash}`;

/** The approval's transaction on whichever sandbox chain mined it. */
async function findTransaction(ctx: ServiceContext, hash: Hex) {
  const chains = ctx.chains;
  if (!chains) return undefined;
  const found = await Promise.all(
    chains.ids().map(async (chainId) => {
      try {
        const tx = await chains.get(chainId)!.public.getTransaction({ hash });
        return { chainId, tx };
      } catch {
        return undefined;
      }
    }),
  );
  return found.find((f) => f !== undefined);
}

function approvedSpender(tx: Transaction): boolean {
  try {
    return decodeFunctionData({ abi: erc20Abi, data: tx.input }).functionName === 'approve';
  } catch {
    return false;
  }
}

/**
 * The deposit an approval was sent for: the depositor's first deposit on that chain in or after
 * the approval's block, of the approved token when there is one (a swap approves another token).
 */
async function approvedDeposits(ctx: ServiceContext, hash: Hex): Promise<DepositRow[]> {
  const found = await findTransaction(ctx, hash);
  if (!found || !found.tx.to || found.tx.blockNumber === null || !approvedSpender(found.tx)) {
    return [];
  }
  const { chainId, tx } = found;
  const token = found.tx.to.toLowerCase();
  const rows = await ctx.db
    .select()
    .from(svcDeposits)
    .where(
      and(
        lte(svcDeposits.visibleAt, ctx.clock.now()),
        eq(svcDeposits.originChainId, chainId),
        eq(svcDeposits.depositor, tx.from.toLowerCase()),
        gte(sql`(${svcDeposits.record}->>'depositBlockNumber')::bigint`, tx.blockNumber),
      ),
    )
    .orderBy(asc(svcDeposits.id));
  const sameToken = rows.find(
    (r) => String((r.record as { inputToken?: unknown }).inputToken).toLowerCase() === token,
  );
  const first = sameToken ?? rows[0];
  return first ? [first] : [];
}

async function indexedWhere(ctx: ServiceContext, condition: ReturnType<typeof byRecordRef>) {
  return ctx.db
    .select()
    .from(svcDeposits)
    .where(and(lte(svcDeposits.visibleAt, ctx.clock.now()), condition))
    .orderBy(asc(svcDeposits.id));
}

export async function depositsByTxn(ctx: ServiceContext, hash: Hex): Promise<Match[]> {
  const lower = hash.toLowerCase() as Hex;
  const [fills, refunds, approvals] = await Promise.all([
    indexedWhere(ctx, byRecordRef('fillTxnRef', lower)),
    indexedWhere(ctx, byRecordRef('depositRefundTxnRef', lower)),
    approvedDeposits(ctx, lower),
  ]);
  const matches: Match[] = [];
  const add = (via: Match['via'], rows: DepositRow[]) => {
    if (rows.length) matches.push({ via, deposits: rows.map(singleForm) as Match['deposits'] });
  };
  add('fillTxnRef', fills);
  add('refundTxnRef', refunds);
  add('approvalTxnRef', approvals);
  return matches;
}

export function sandboxDepositsByTxnRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();
  app.get('/deposits-by-txn/:hash', async (c) => {
    const hash = hash32.safeParse(c.req.param('hash'));
    if (!hash.success) {
      return c.json(
        {
          error: 'ValidationError',
          message: "Invalid path parameter 'hash': expected a 32-byte hex hash",
        },
        400,
      );
    }
    const body = { matches: await depositsByTxn(ctx, hash.data as Hex) };
    // Checked on the way out, as the router checks the interface's responses: a record that breaks
    // the shape is our bug, reported as one, never sent half-right.
    const checked = sandboxTxnMatches.safeParse(body);
    if (!checked.success) {
      ctx.logger.error({ issues: checked.error.issues.slice(0, 3) }, 'response failed its schema');
      return c.json(
        { error: 'InternalError', message: 'The service produced an invalid response' },
        500,
      );
    }
    return c.json(body);
  });
  return app;
}
