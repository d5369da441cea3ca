// Strict checks of a browser request against its row, before anything is sent: a request is
// strict, a response tolerant. Refusals name the field, in the same words and codes the service
// uses.
// Pure, so the fuzz tests can run it thousands of times without a server.
import type { z } from 'zod';
import { lenientQueryKeys, type Endpoint } from '../../../contract/endpoint';
import type { EndpointId } from '../../../contract/endpoints';
import { failure, type Failure } from '../../../contract/failure';
import { validationFailure } from '../../../contract/validation-failure';

export interface RawRequest {
  /** Percent-decoded path parameters from the route match. */
  params: Record<string, string>;
  search: URLSearchParams;
  /** Body text (only read for rows that take a body). */
  bodyText?: string | undefined;
}

export interface CheckedRequest {
  params: Record<string, string>;
  /** Validated query, as the raw strings received, without keys the row does not read. */
  query: Record<string, string>;
  /** Parsed JSON body as received (before any schema transform). */
  body: unknown;
  /** What is sent upstream: the validated JSON re-serialised (one meaning, no duplicate keys). */
  bodyText?: string;
}

export type CheckResult = { ok: true; request: CheckedRequest } | { ok: false; failure: Failure };

export function checkRequest(id: EndpointId, row: Endpoint, raw: RawRequest): CheckResult {
  const refuse = (f: Failure): CheckResult => ({ ok: false, failure: f });
  const invalid = (message: string, param?: string) =>
    refuse(failure(row.envelope, 'invalid', message, param));
  const schemaFailed = (error: z.ZodError) => refuse(validationFailure(id, row.envelope, error));
  try {
    const params = row.params ? row.params.safeParse(raw.params) : undefined;
    if (params && !params.success) return schemaFailed(params.error);

    // No prototype: a "__proto__" key stays an ordinary (and then unknown, refused) field.
    const query = Object.create(null) as Record<string, string>;
    for (const [key, value] of raw.search) {
      if (Object.hasOwn(query, key))
        return invalid(`Parameter '${key}' appears more than once`, key);
      query[key] = value;
    }
    // The integrator is Ferry's to name, never the browser's; silently replacing it would hide
    // a confused client, so it is refused.
    if (Object.hasOwn(query, 'integratorId')) {
      return invalid('integratorId is set by Ferry; do not send it', 'integratorId');
    }
    const keys = Object.keys(query);
    if (!row.query && keys[0] !== undefined) return invalid(`Unknown field '${keys[0]}'`, keys[0]);
    const q = row.query?.safeParse(query);
    if (q && !q.success) return schemaFailed(q.error);
    // Legacy queries ignore unknown keys (as the real service does); the BFF forwards only the
    // keys the row reads, so a browser cannot pass anything else upstream.
    const known = lenientQueryKeys(row);
    if (known) {
      for (const key of Object.keys(query)) if (!known.includes(key)) delete query[key];
    }

    if (!row.body) return { ok: true, request: { params: raw.params, query, body: undefined } };
    const text = raw.bodyText ?? '';
    let json: unknown;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        return invalid('The request body is not valid JSON', 'body');
      }
    }
    const b = row.body.safeParse(json);
    if (!b.success) return schemaFailed(b.error);
    return {
      ok: true,
      request: { params: raw.params, query, body: json, bodyText: JSON.stringify(json) },
    };
  } catch {
    // Pathological input (e.g. nesting deep enough to exhaust the stack) is simply invalid.
    return invalid('The request could not be read', 'body');
  }
}
