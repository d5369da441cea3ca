// One GET to the service for the explorer's search, checked as the proxy checks it (the row's
// schema, consistency, unreadable responses), so the search sees the same responses the browser
// would: the wire JSON of a good response, or the error the typed client would have thrown.
import type { EndpointId } from '../../../contract/endpoints';
import { endpoints } from '../../../contract/endpoints';
import { normaliseError } from '../../../contract/errors';
import type { BffContext } from '../context';
import { faultFailure } from '../proxy/reply';
import { readUpstream } from '../proxy/respond';

/** Why a lookup has no response: the service's error as the typed client reads it, or our fault. */
export interface Problem {
  status: number;
  code: string;
  message: string;
  retryAfterSec?: number;
}

export type Read = { ok: true; json: unknown } | { ok: false; problem: Problem };

export type ReadId = Extract<EndpointId, 'getDeposit' | 'getDeposits' | 'getTransfer'>;
export interface ReadRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export async function readService(
  ctx: BffContext,
  id: ReadId,
  request: ReadRequest,
  requestId: string,
): Promise<Read> {
  const row = endpoints[id];
  const params = request.params ?? {};
  const query = request.query ?? {};
  let res;
  try {
    res = await ctx.upstream.send({
      id,
      endpoint: row,
      params,
      query,
      headers: { 'x-request-id': requestId },
    });
  } catch (err) {
    const f = faultFailure(err);
    const wait = f.headers['retry-after'];
    const problem = { status: f.status, code: f.code ?? 'BAD_RESPONSE', message: f.message };
    return {
      ok: false,
      problem: wait === undefined ? problem : { ...problem, retryAfterSec: Number(wait) },
    };
  }
  const outcome = readUpstream(id, row, res, { params, query, body: undefined }, requestId);
  if (outcome.kind === 'success') return { ok: true, json: outcome.json };
  const { status, body, headers } = outcome.reply;
  const text = body === null ? '' : body.toString();
  const e = normaliseError(status, text, row.envelope, headers);
  const problem = { status: e.status, code: e.code, message: e.message };
  return {
    ok: false,
    problem:
      e.retryAfterSec === undefined ? problem : { ...problem, retryAfterSec: e.retryAfterSec },
  };
}
