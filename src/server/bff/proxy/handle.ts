// One proxied request: guard → per-row body limit → strict validation → the service (through
// the resilient client) → checked response → feature interceptors. Nothing reaches the service
// before every check passed.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EndpointMatch } from '../../../contract/endpoints';
import type { TransferResponse } from '../../../contract/schemas/v1-transfers';
import { normaliseError } from '../../../contract/errors';
import { Failure, failure } from '../../../contract/failure';
import type { BffContext } from '../context';
import { quoteSummary } from '../executions/responses';
import { indexingResponse, reconcileFromTransfer } from '../executions/reconcile';
import { submitExecution } from '../executions/submit';
import { CLOSE_CONNECTION, gatherResponseHeaders } from '../security/response-headers';
import { forwardableHeaders } from '../upstream/headers';
import { bodyLimitFor } from './limits';
import { faultFailure, jsonReply, refusal, toResponse } from './reply';
import { readUpstream } from './respond';
import { checkRequest, type CheckedRequest } from './validate';

export async function handleProxied(
  c: Context,
  ctx: BffContext,
  guard: MiddlewareHandler,
  match: EndpointMatch,
  /** The raw query string ("?a=1", or ""). */
  search: string,
): Promise<Response> {
  const { id, endpoint: row } = match;
  const requestId = randomUUID();
  const refuse = (f: Failure) => toResponse(c, refusal(row.envelope, f, requestId));

  if (row.auth === 'deposit-address') {
    const denied = await runGuard(c, guard);
    if (denied) return denied;
  }
  let bodyText: string | undefined;
  if (row.body) {
    const limit = bodyLimitFor(id);
    let tooLarge = false;
    const onError = () => {
      tooLarge = true;
      return c.body(null);
    };
    await bodyLimit({ maxSize: limit, onError })(c, async () => {
      bodyText = await c.req.text();
    });
    const message = `The request body exceeds ${limit} bytes`;
    if (tooLarge) {
      gatherResponseHeaders(c, CLOSE_CONNECTION);
      return refuse(new Failure(413, 'PAYLOAD_TOO_LARGE', message, 'body'));
    }
  }
  const checked = checkRequest(id, row, {
    params: match.params,
    search: new URLSearchParams(search),
    bodyText,
  });
  if (!checked.ok) return refuse(checked.failure);
  const request = checked.request;
  const headers = forwardableHeaders((n) => c.req.header(n));
  headers['x-request-id'] = requestId;

  if (id === 'createExecution') {
    const idempotencyKey = c.req.header('idempotency-key');
    return toResponse(
      c,
      await submitExecution(ctx, { row, request, requestId, idempotencyKey, headers }),
    );
  }
  let res;
  try {
    res = await ctx.upstream.send({
      id,
      endpoint: row,
      params: request.params,
      query: request.query,
      body: request.bodyText,
      headers,
    });
  } catch (err) {
    return refuse(faultFailure(err));
  }
  const outcome = readUpstream(id, row, res, request, requestId);
  // Built only when there is something to say: a child logger per request is measurable.
  const log = () => ctx.logger.child({ endpoint: id, requestId });
  if (outcome.kind === 'invalid') {
    log().warn(
      { status: res.status, reason: outcome.reason },
      'unreadable answer from the service',
    );
    return toResponse(c, outcome.reply);
  }
  if (outcome.kind === 'error') {
    if (id === 'getTransfer' && res.status === 404) {
      const indexing = await indexingResponse(ctx, lower(request.params.orderId), requestId);
      if (indexing) return toResponse(c, indexing);
    }
    const onError = ctx.interceptors.get(id)?.afterError;
    if (onError && outcome.passthrough) {
      const error = normaliseError(
        res.status,
        res.body.toString('utf8'),
        row.envelope,
        res.headers,
      );
      const instead = await onError({ error, request: interceptorView(request) }).catch(
        (err: unknown) => void log().warn({ err }, 'reading a refusal failed'),
      );
      if (instead) return refuse(instead);
    }
    return toResponse(c, outcome.reply);
  }
  try {
    await afterSuccess(ctx, id, request, outcome, requestId);
  } catch (err) {
    log().warn({ err }, 'bookkeeping after a successful answer failed');
  }
  try {
    const replacement = await ctx.interceptors.get(id)?.afterSuccess({
      c,
      status: res.status,
      body: outcome.json,
      request: interceptorView(request),
    });
    if (replacement === undefined) return toResponse(c, outcome.reply);
    return toResponse(c, jsonReply(res.status, replacement));
  } catch (err) {
    if (err instanceof Failure) return refuse(err);
    log().error({ err }, 'handling a successful answer failed');
    return refuse(failure(row.envelope, 'internal', 'Ferry could not complete this request'));
  }
}

/** Ferry's own bookkeeping on a good response: quote expiry, settling unknown submissions. */
async function afterSuccess(
  ctx: BffContext,
  id: string,
  request: CheckedRequest,
  response: { json: unknown; data: unknown },
  requestId: string,
) {
  if (id === 'createQuote') {
    const q = response.data as { quoteId: string; expiresAt: string };
    ctx.quotes.record({
      orderId: lower(q.quoteId),
      expiresAt: Date.parse(q.expiresAt),
      quote: quoteSummary(response.json as Record<string, unknown>),
      now: ctx.clock.now(),
    });
  } else if (id === 'getTransfer') {
    const orderId = lower(request.params.orderId);
    await reconcileFromTransfer(ctx, orderId, response.data as TransferResponse, requestId);
  }
}

const lower = (s: string | undefined) => (s ?? '').toLowerCase();

function interceptorView(r: CheckedRequest) {
  return { params: r.params, query: { ...r.query }, body: r.body };
}

/** Run the dashboard guard; its refusal (already in the row's envelope) is the response. */
async function runGuard(c: Context, guard: MiddlewareHandler): Promise<Response | undefined> {
  let passed = false;
  const res = await guard(c, async () => {
    passed = true;
  });
  return passed ? undefined : (res ?? c.res);
}
