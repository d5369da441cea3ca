// Settling submissions whose response never came
// (docs/reliability.md#unknown-outcomes-are-reconciled-not-resent), and the "indexing" response for
// a transfer the service does not know yet
// (docs/reliability.md#a-new-transfer-is-indexing-not-failed). Nothing here ever re-sends an
// execution: the transfer is read, and the record follows what it shows.
import { endpoints } from '../../../contract/endpoints';
import { transferResponse, type TransferResponse } from '../../../contract/schemas/v1-transfers';
import type { BffContext } from '../context';
import { jsonReply, type Reply } from '../proxy/reply';
import { indexingRefusal, indexingTransfer, quoteExpired, reconciledAcceptance } from './responses';
import { complete, findOpen, latestForOrder, release, type ExecutionRecord } from './store';

/** How long a fresh submission may be missing from the service before a 404 means "no". */
export const INDEXING_GRACE_MS = 2 * 60 * 1000;

export type Settled = { kind: 'reply'; reply: Reply } | { kind: 'released' } | { kind: 'open' };

/** What a transfer says about an unconfirmed submission. */
async function settleWith(
  ctx: BffContext,
  rec: ExecutionRecord,
  transfer: TransferResponse,
  requestId: string,
): Promise<Settled> {
  const now = ctx.clock.now();
  const state = transfer.status.state;
  let reply: Reply | undefined;
  if (state === 'expired') {
    reply = quoteExpired(Date.parse(transfer.expiresAt), requestId);
  } else if (state === 'quoted') {
    // Not accepted. Only after the grace period is the claim let go, so that a client may
    // deliberately submit again; until then the response stays "unknown".
    if (now - rec.createdAt < INDEXING_GRACE_MS) return { kind: 'open' };
    await release(ctx.db, rec.idemKey);
    return { kind: 'released' };
  } else if (state !== 'unknown') {
    const at = transfer.history.find((h) => h.state === 'submitted')?.at;
    reply = reconciledAcceptance(rec.orderId, at ?? new Date(rec.createdAt).toISOString());
  }
  if (!reply) return { kind: 'open' };
  const body = typeof reply.body === 'string' ? reply.body : '';
  const type = reply.headers['content-type'] ?? 'application/json';
  await complete(ctx.db, rec.idemKey, { status: reply.status, body, type }, now);
  return { kind: 'reply', reply };
}

/** Read the transfer to settle an unconfirmed submission. */
export async function reconcile(
  ctx: BffContext,
  rec: ExecutionRecord,
  requestId: string,
): Promise<Settled> {
  try {
    const res = await ctx.upstream.send({
      id: 'getTransfer',
      endpoint: endpoints.getTransfer,
      params: { orderId: rec.orderId },
      headers: { 'x-request-id': requestId },
    });
    if (res.status !== 200) return { kind: 'open' };
    const parsed = transferResponse.safeParse(JSON.parse(res.body.toString('utf8')));
    if (!parsed.success || parsed.data.orderId.toLowerCase() !== rec.orderId.toLowerCase()) {
      return { kind: 'open' };
    }
    return await settleWith(ctx, rec, parsed.data, requestId);
  } catch {
    return { kind: 'open' };
  }
}

/** A transfer read by the browser settles an unconfirmed submission of that order too. */
export async function reconcileFromTransfer(
  ctx: BffContext,
  orderId: string,
  transfer: TransferResponse,
  requestId: string,
): Promise<void> {
  const rec = await findOpen(ctx.db, orderId);
  if (rec?.state === 'unknown') await settleWith(ctx, rec, transfer, requestId);
}

/** The upstream said 404 for a transfer: "indexing" if Ferry sent it moments ago. */
export async function indexingResponse(
  ctx: BffContext,
  orderId: string,
  requestId: string,
): Promise<Reply | undefined> {
  const now = ctx.clock.now();
  const rec = await latestForOrder(ctx.db, orderId);
  if (!rec || now - rec.createdAt >= INDEXING_GRACE_MS) return undefined;
  // A submission the service refused (4xx stored) was never accepted: a 404 is the truth.
  if (rec.state === 'done' && (rec.status ?? 0) >= 300) return undefined;
  const quote = await ctx.quotes.find(orderId);
  if (quote) {
    const body = indexingTransfer(
      quote.quote as Record<string, unknown>,
      orderId,
      rec.createdAt,
      now,
    );
    if (transferResponse.safeParse(body).success) return jsonReply(200, body);
  }
  return indexingRefusal(requestId);
}
