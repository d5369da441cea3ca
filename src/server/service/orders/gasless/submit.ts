// POST /gasless/submit (docs/interface-decisions.md#gasless-deposits): check the echoed payloads
// against the stored quote and every signature against its depositor, then send the deposit for
// them (land.ts). Submitting the same quote again answers the same {depositId, messageId}.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { svcGaslessQuotes } from '../../../db/service/schema';
import { newTxnRef } from '../../chain-sim';
import type { ServiceContext } from '../../context';
import { timing } from '../../deposits/timing';
import { Failure } from '../../../../contract/failure';
import type { Handlers } from '../../http/router';
import { digestOf, signedBy } from '../signatures';
import { LAND_JOB } from './land';
import {
  findGasless,
  gaslessId,
  storedOf,
  submissionOf,
  type GaslessRow,
  type Submission,
} from './store';

type Body = Parameters<Handlers['submitGasless']>[0]['body'];

const invalid = (param: string, message: string) =>
  new Failure(400, 'INVALID_PARAM', message, param);

/** The signed items of a body, in step order: one for a direct route, one per step otherwise. */
function itemsOf(body: Body) {
  if ('signature' in body) {
    return {
      param: 'swapTx',
      items: [{ stepId: 'swapTx', typedData: body.swapTx.typedData, signature: body.signature }],
    };
  }
  const items = body.swapTxns.map((s) => ({
    stepId: s.stepId,
    typedData: s.typedData,
    signature: body.signaturesByStepId[s.stepId] ?? '',
  }));
  return { param: 'swapTxns', items };
}

async function verify(row: GaslessRow, items: ReturnType<typeof itemsOf>['items']) {
  const { facts, signing } = storedOf(row);
  for (const [i, step] of signing.entries()) {
    const sig = items[i]?.signature ?? '';
    if (!(await signedBy(step.typedData, sig, facts.depositor))) {
      const which = signing.length > 1 ? ` for step ${step.stepId}` : '';
      throw invalid(
        'signature',
        `The signature${which} does not recover to the depositor ${facts.depositor}`,
      );
    }
  }
}

/** Shortly after submission, and never before the authorization is valid (ERC-3009 validAfter). */
function landAt(ctx: ServiceContext, row: GaslessRow): number {
  const validAfter = Number(storedOf(row).signing[0]?.typedData.message.validAfter ?? 0) || 0;
  return Math.max(ctx.clock.after(timing.submitToDeposit), (validAfter + 1) * 1000);
}

const answer = (row: GaslessRow, s: Submission) => ({
  depositId: row.depositId,
  messageId: s.messageId,
});

export function submitGaslessHandler(ctx: ServiceContext): Handlers['submitGasless'] {
  return async ({ body, caller }) => {
    const { param, items } = itemsOf(body);
    const digests = items.map((x) => digestOf(x.typedData));
    const known = digests.every((d): d is string => d !== undefined);
    const row = known ? await findGasless(ctx.db, gaslessId(digests)) : undefined;
    if (!row || row.integratorId !== caller.integratorId) {
      throw invalid(
        param,
        `No gasless quote matches this ${param}; pass it back exactly as /swap/gasless returned it`,
      );
    }
    await verify(row, items);
    const earlier = submissionOf(row);
    if (earlier) return answer(row, earlier);
    const now = ctx.clock.now();
    if (now >= row.expiresAt) {
      throw invalid(
        param,
        `The gasless quote expired at ${new Date(row.expiresAt).toISOString()}; request a new one`,
      );
    }
    const submission: Submission = {
      messageId: newTxnRef(),
      depositTxnRef: newTxnRef(),
      ...(param === 'swapTx' && { signature: items[0]!.signature }),
    };
    const submitted = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(svcGaslessQuotes)
        .set({ status: 'submitted', submission, submittedAt: now })
        .where(and(eq(svcGaslessQuotes.id, row.id), eq(svcGaslessQuotes.status, 'quoted')))
        .returning();
      if (updated) await ctx.jobs.schedule(LAND_JOB, landAt(ctx, row), { id: row.id }, tx as Db);
      return updated;
    });
    // A concurrent submission won: answer with its ids.
    const final = submitted ?? (await findGasless(ctx.db, row.id));
    const s = final && submissionOf(final);
    if (!final || !s) throw new Error(`Gasless quote ${row.id} lost its submission`);
    return answer(final, s);
  };
}
