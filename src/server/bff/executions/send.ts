// The one send of a claimed execution (never retried: docs/reliability.md#retries). What comes back
// decides the record: a readable response from the service is stored for replay (or, for
// 429/5xx in its envelope, the claim is let go: the service says it did not act); a fault
// before any byte left lets go too; anything else may have landed, so it is "unknown".
import type { BffContext } from '../context';
import { readUpstream } from '../proxy/respond';
import { faultFailure, refusal, type Reply } from '../proxy/reply';
import { isNotSent } from '../upstream/faults';
import { unknownOutcome } from './responses';
import type { SubmitArgs } from './submit';
import { complete, markUnknown, release } from './store';

export async function sendExecution(
  ctx: BffContext,
  args: SubmitArgs & { orderId: string; idemKey: string; now: number },
): Promise<Reply> {
  const { row, request, requestId, idemKey, orderId } = args;
  const log = ctx.logger.child({ endpoint: 'createExecution', orderId, requestId });
  let res;
  try {
    res = await ctx.upstream.send({
      id: 'createExecution',
      endpoint: row,
      params: request.params,
      body: request.bodyText,
      headers: args.headers,
    });
  } catch (err) {
    if (isNotSent(err)) {
      await release(ctx.db, idemKey);
      return refusal(row.envelope, faultFailure(err), requestId);
    }
    await markUnknown(ctx.db, idemKey, ctx.clock.now());
    log.warn({ code: (err as { code?: string }).code }, 'execution sent without an answer');
    return unknownOutcome(orderId, args.now);
  }
  const outcome = readUpstream('createExecution', row, res, request, requestId);
  if (outcome.kind === 'invalid' || (outcome.kind === 'error' && !outcome.passthrough)) {
    await markUnknown(ctx.db, idemKey, ctx.clock.now());
    log.warn({ status: res.status }, 'execution answered unreadably; outcome unknown');
    return unknownOutcome(orderId, args.now);
  }
  if (outcome.kind === 'error' && (res.status === 429 || res.status >= 500)) {
    await release(ctx.db, idemKey);
    return outcome.reply;
  }
  const reply = outcome.reply;
  const body = reply.body === null ? '' : reply.body.toString('utf8');
  const type = reply.headers['content-type'] ?? 'application/json';
  await complete(ctx.db, idemKey, { status: reply.status, body, type }, ctx.clock.now());
  return reply;
}
