// Turn the service's response into the browser's. Errors in a recognised envelope pass through
// unchanged (status and raw bytes). A 2xx is checked against the row's response schema and for
// consistency with the request, and what is sent on is the schema's output (unknown states read
// as 'unknown', legacy spellings as today's): the browser reads it by its row's types without
// checking it again. Anything unreadable becomes our own 502 BAD_RESPONSE, never echoing
// upstream text (docs/reliability.md#malformed-upstream-responses).
import type { Endpoint } from '../../../contract/endpoint';
import type { EndpointId } from '../../../contract/endpoints';
import { envelopeSchemas } from '../../../contract/envelopes';
import { Failure, failure } from '../../../contract/failure';
import type { UpstreamResponse } from '../upstream/types';
import { NO_STORE, badResponseFailure, refusal, type Reply } from './reply';
import type { CheckedRequest } from './validate';

export type Outcome =
  /** A readable 2xx: `json` is the service's JSON, `data` the schema's output (what is sent). */
  | { kind: 'success'; reply: Reply; json: unknown; data: unknown }
  /** The service's own error response, or our rendering of one it sent unreadably. */
  | { kind: 'error'; reply: Reply; passthrough: boolean }
  /** A 2xx that is not what the row promises. */
  | { kind: 'invalid'; reply: Reply; reason: string };

function passthrough(res: UpstreamResponse): Reply {
  // Written out rather than looped over a list: this runs for every proxied response.
  const { 'content-type': type, 'retry-after': wait, 'x-request-id': id } = res.headers;
  const headers: Record<string, string> = {
    ...NO_STORE,
    'content-type': type ?? 'application/json',
  };
  if (wait !== undefined) headers['retry-after'] = wait;
  if (id !== undefined) headers['x-request-id'] = id;
  return { status: res.status, headers, body: res.status === 204 ? null : res.body };
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

export function readUpstream(
  id: EndpointId,
  row: Endpoint,
  res: UpstreamResponse,
  request: CheckedRequest,
  requestId: string,
): Outcome {
  const invalid = (reason: string): Outcome => ({
    kind: 'invalid',
    reason,
    reply: refusal(row.envelope, badResponseFailure(), requestId),
  });
  if (res.status >= 200 && res.status < 300) {
    const checked = checkBody(id, row, res);
    if (!checked.ok) return invalid(checked.reason);
    const mismatch = inconsistency(id, request, checked.data);
    if (mismatch) return invalid(`inconsistent: ${mismatch}`);
    const reply = { ...passthrough(res), body: checked.text };
    return { kind: 'success', reply, json: checked.json, data: checked.data };
  }
  const parsed =
    res.body.length > 0 && res.body.length < 64 * 1024 ? parseJson(res.body) : undefined;
  if (parsed?.ok && recognisedEnvelope(parsed.value)) {
    return { kind: 'error', reply: passthrough(res), passthrough: true };
  }
  const reply = refusal(row.envelope, unreadableError(row, res), requestId);
  return { kind: 'error', reply, passthrough: false };
}

type BodyCheck =
  { ok: true; json: unknown; data: unknown; text: string | null } | { ok: false; reason: string };

// A cached or coalesced GET hands one body to many requests (a capabilities response is read
// for 30 s): parse it and check it against the row's schema once. Readers treat it as frozen.
const checkedBodies = new WeakMap<Buffer, { id: EndpointId; check: BodyCheck }>();

function checkBody(id: EndpointId, row: Endpoint, res: UpstreamResponse): BodyCheck {
  const known = checkedBodies.get(res.body);
  if (known?.id === id) return known.check;
  const check = parseAndCheck(row, res);
  checkedBodies.set(res.body, { id, check });
  return check;
}

function parseAndCheck(row: Endpoint, res: UpstreamResponse): BodyCheck {
  let json: unknown = undefined;
  if (res.status !== 204 && res.body.length > 0) {
    const parsed = parseJson(res.body);
    if (!parsed.ok) return { ok: false, reason: 'not JSON' };
    json = parsed.value;
  }
  let checked;
  try {
    checked = row.response.safeParse(json);
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (!checked.success) {
    const path = checked.error.issues[0]?.path.map(String).join('.') ?? '';
    return { ok: false, reason: `schema: ${path || '(root)'}` };
  }
  const text = checked.data === undefined ? null : JSON.stringify(checked.data);
  return { ok: true, json, data: checked.data, text };
}

function recognisedEnvelope(body: unknown): boolean {
  return Object.values(envelopeSchemas).some((s) => s.safeParse(body).success);
}

/** An error response without a readable envelope: keep what its status means, nothing more. */
function unreadableError(row: Endpoint, res: UpstreamResponse): Failure {
  const e = row.envelope;
  const wait = res.headers['retry-after'];
  const headers: Record<string, string> = wait === undefined ? {} : { 'retry-after': wait };
  switch (res.status) {
    case 401:
      return failure(e, 'unauthorized', 'The service did not accept Ferry’s credentials');
    case 403:
      return failure(e, 'forbidden', 'The service refused this request');
    case 404:
      return failure(e, 'not-found', 'The service found nothing here');
    case 429:
      return new Failure(
        429,
        'RATE_LIMITED',
        'Too many requests; try again shortly',
        undefined,
        headers,
      );
    case 503:
      return new Failure(
        503,
        'NETWORK_ERROR',
        'The service is unavailable right now',
        undefined,
        headers,
      );
    case 504:
      return new Failure(504, 'TIMEOUT', 'The service did not answer in time');
    default:
      return badResponseFailure();
  }
}

/**
 * "Schema-valid but inconsistent" responses (docs/reliability.md#malformed-upstream-responses): the
 * wrong order, chain or depositor.
 */
function inconsistency(id: EndpointId, request: CheckedRequest, data: unknown): string | undefined {
  const d = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
  const orderId = request.params.orderId;
  if (orderId !== undefined && 'orderId' in d && !same(d.orderId, orderId)) return 'orderId';
  if (id === 'createQuote') {
    const body = request.body as Record<string, unknown>;
    const input = d.inputToken as { chainId?: unknown } | undefined;
    const output = d.outputToken as { chainId?: unknown } | undefined;
    if (input?.chainId !== body.originChainId) return 'inputToken.chainId';
    if (output?.chainId !== body.destinationChainId) return 'outputToken.chainId';
    if (!same(d.depositor, body.depositor)) return 'depositor';
  }
  return undefined;
}
