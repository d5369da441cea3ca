// How the BFF talks to the service. One implementation (upstream/client.ts) adds the key and
// integratorId, pools keep-alive connections, applies per-endpoint timeouts, retries idempotent
// GETs, trips a circuit breaker while the service is down, and caches/coalesces GETs by the
// service's cache hints. The proxy, live transfer streams and the integrator features all call
// through it, so every upstream call gets the same protection and metrics.
import type { Endpoint } from '../../../contract/endpoint';
import type { EndpointId } from '../../../contract/endpoints';

export interface UpstreamRequest {
  id: EndpointId;
  endpoint: Endpoint;
  /** Raw path parameters (already validated by the row's schema). */
  params?: Record<string, string>;
  /** Raw query values as strings (already validated); integratorId is added on legacy calls. */
  query?: Record<string, string>;
  /** Raw JSON text of the body, forwarded byte for byte. */
  body?: string;
  /** Extra allowlisted headers (e.g. Accept-Language); never Authorization or Cookie. */
  headers?: Record<string, string>;
}

export interface UpstreamResponse {
  status: number;
  /** Response headers from the allowlist (content-type, retry-after, cache-control…). */
  headers: Record<string, string>;
  /** Raw body bytes as received. */
  body: Buffer;
  /** Whether this response came from the BFF's cache or a coalesced in-flight call. */
  cached: boolean;
}

export interface Upstream {
  /**
   * Send one request. Resolves with whatever status the service responded (4xx/5xx included);
   * rejects with a ServiceError (TIMEOUT, NETWORK_ERROR, BAD_RESPONSE, or 503 while the
   * breaker is open) when there is no usable response.
   */
  send(req: UpstreamRequest): Promise<UpstreamResponse>;
  /** Reachability for /readyz (GET /v1/quotes/ping). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
