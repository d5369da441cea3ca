// POST /api/v1/quotes/{orderId}/executions, exactly once
// (docs/reliability.md#replays-and-conflicts). Idempotency-Key is optional: without one the key is
// derived from orderId + body, so a plain retry of the same submission is still recognised. The
// submission is recorded (claimed) BEFORE it is sent; the same key with the same body replays the
// stored response byte for byte; with another body it is refused (422); while it is in flight
// others get 409. A send that got no response is "unknown" (202) and is never sent again by the
// BFF: reading the transfer settles it.
import { createHash } from 'node:crypto';
import type { Endpoint } from '../../../contract/endpoint';
import { Failure } from '../../../contract/failure';
import type { BffContext } from '../context';
import { refusal, type Reply } from '../proxy/reply';
import type { CheckedRequest } from '../proxy/validate';
import { quoteExpired, unknownOutcome } from './responses';
import { sendExecution } from './send';
import { reconcile } from './reconcile';
import {
  claim,
  findAccepted,
  findByKey,
  findOpen,
  markUnknown,
  prune,
  release,
  type ExecutionRecord,
} from './store';

export interface SubmitArgs {
  row: Endpoint;
  request: CheckedRequest;
  requestId: string;
  /** Raw Idempotency-Key header, if any. */
  idempotencyKey: string | undefined;
  headers: Record<string, string>;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const PRUNE_EVERY_MS = 60_000;
/** An in-flight claim older than any send budget was left by a crash or restart. */
const STALE_IN_FLIGHT_MS = 60_000;
const lastPrune = new WeakMap<object, number>();

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** JSON with sorted keys: the same body hashes the same whatever its key order. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

export async function submitExecution(ctx: BffContext, args: SubmitArgs): Promise<Reply> {
  const { request, requestId } = args;
  const orderId = (request.params.orderId ?? '').toLowerCase();
  const now = ctx.clock.now();
  if (now - (lastPrune.get(ctx.db) ?? -Infinity) >= PRUNE_EVERY_MS) {
    lastPrune.set(ctx.db, now);
    await prune(ctx.db, now);
  }
  const header = args.idempotencyKey;
  if (header !== undefined && !KEY_PATTERN.test(header)) {
    const msg = 'Idempotency-Key must be 1–255 visible ASCII characters';
    return refusal(
      'v1-code',
      new Failure(400, 'INVALID_REQUEST', msg, 'Idempotency-Key'),
      requestId,
    );
  }
  const canonical = canonicalJson(request.body);
  const bodyHash = sha256(canonical);
  const idemKey =
    header !== undefined ? `key:${header}` : `auto:${sha256(`${orderId}\n${canonical}`)}`;

  for (let round = 0; round < 3; round++) {
    const existing = await findByKey(ctx.db, idemKey);
    if (existing && existing.expiresAt > now) {
      if (existing.orderId !== orderId || existing.bodyHash !== bodyHash) {
        const msg = 'This Idempotency-Key was used with a different request';
        const f = new Failure(422, 'IDEMPOTENCY_KEY_REUSED', msg, 'Idempotency-Key');
        return refusal('v1-code', f, requestId);
      }
      const settled = await resume(ctx, existing, requestId);
      if (settled) return settled;
      continue; // let go after reconciling: this round's claim may send it
    }
    if (existing) await release(ctx.db, idemKey);
    // The same submission already accepted under another key: the service would respond with the
    // same 202 (it is idempotent per body), so respond with it without asking again.
    const accepted = await findAccepted(ctx.db, orderId, bodyHash);
    if (accepted) return replay(accepted);
    const quote = await ctx.quotes.find(orderId);
    if (quote && quote.expiresAt <= now) return quoteExpired(quote.expiresAt, requestId);
    const rec = { idemKey, orderId, bodyHash, requestBody: request.bodyText ?? canonical, now };
    if (await claim(ctx.db, rec)) return sendExecution(ctx, { ...args, orderId, idemKey, now });
    // Lost the race for this key (the next round replays it), or another key's submission
    // of this order is unconfirmed: settle that one first, without ever re-sending it.
    if (await findByKey(ctx.db, idemKey)) continue;
    const open = await findOpen(ctx.db, orderId);
    if (!open) continue;
    if (open.state === 'in_flight' && !isStale(open, now)) return inProgress(requestId);
    const settled = await settle(ctx, open, requestId);
    if (settled.kind === 'open') return inProgress(requestId);
  }
  return inProgress(requestId);
}

const isStale = (rec: ExecutionRecord, now: number) => now - rec.updatedAt > STALE_IN_FLIGHT_MS;

/** The response for this key's record: replay, wait, or settle; undefined once it was let go. */
async function resume(
  ctx: BffContext,
  rec: ExecutionRecord,
  requestId: string,
): Promise<Reply | undefined> {
  if (rec.state === 'done') return replay(rec);
  if (rec.state === 'in_flight' && !isStale(rec, ctx.clock.now())) return inProgress(requestId);
  const settled = await settle(ctx, rec, requestId);
  if (settled.kind === 'released') return undefined;
  if (settled.kind === 'reply') return settled.reply;
  return unknownOutcome(rec.orderId, rec.createdAt);
}

/** An in-flight record left by a crash is as unknown as a timed-out one. */
async function settle(ctx: BffContext, rec: ExecutionRecord, requestId: string) {
  if (rec.state === 'in_flight') await markUnknown(ctx.db, rec.idemKey, ctx.clock.now());
  return reconcile(ctx, rec, requestId);
}

/** The stored response, byte for byte. */
function replay(rec: ExecutionRecord): Reply {
  return {
    status: rec.status ?? 500,
    headers: {
      'content-type': rec.responseType ?? 'application/json',
      'cache-control': 'no-store',
      'idempotent-replayed': 'true',
    },
    body: rec.responseBody ?? '',
  };
}

function inProgress(requestId: string): Reply {
  const msg = 'A submission for this order is still being confirmed; follow the transfer';
  const f = new Failure(409, 'EXECUTION_IN_PROGRESS', msg, undefined, { 'retry-after': '1' });
  return refusal('v1-code', f, requestId);
}
