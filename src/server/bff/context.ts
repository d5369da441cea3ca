// What every part of the BFF is built from.
import type { Context } from 'hono';
import type { EndpointId } from '../../contract/endpoints';
import type { ServiceError } from '../../contract/errors';
import type { Failure } from '../../contract/failure';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { Logger } from '../logger';
import type { QuoteJournal } from './executions/quote-journal';
import type { Metrics } from './ops/metrics';
import type { BffKeys } from './secrets';
import type { Upstream } from './upstream/types';

export interface BffContext {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  upstream: Upstream;
  keys: BffKeys;
  metrics: Metrics;
  /** Where people and webhook deliveries reach this BFF (PUBLIC_URL or http://HOST:PORT). */
  publicUrl: string;
  /** True when the upstream is the embedded service (nothing real at stake). */
  embedded: boolean;
  /**
   * The integrator this Ferry acts for (its service key's id). Every admin of this Ferry acts
   * for it, so what the dashboard holds (deposit addresses, subscriptions, received events) is
   * the integrator's, shared by all its admins.
   */
  integratorId: string;
  /** Quotes seen passing through: expiry checks and "indexing" responses. */
  quotes: QuoteJournal;
  /** Features that act on a proxied endpoint's successful response (registry, secret vault). */
  interceptors: Map<EndpointId, ProxyInterceptor>;
}

export interface ProxyInterceptor {
  /**
   * Runs after the upstream responded 2xx and before the browser gets the response. Return a value
   * to replace the JSON body sent on; throw to fail the request (nothing is half-written: an
   * interceptor stores what it must before the response leaves).
   */
  afterSuccess(args: {
    c: Context;
    status: number;
    /** Parsed upstream JSON (undefined for 204). */
    body: unknown;
    request: { params: Record<string, string>; query: Record<string, string>; body: unknown };
  }): Promise<unknown | void>;
  /**
   * Runs when the upstream refused in a recognised envelope. Return a Failure to respond with it
   * instead (in the row's envelope), e.g. the same refusal with its reason named as data.
   */
  afterError?(args: {
    error: ServiceError;
    request: { params: Record<string, string>; query: Record<string, string>; body: unknown };
  }): Promise<Failure | void>;
}

/** Paths of the BFF's own features live under this prefix, clear of the mirrored service paths. */
export const OWN_PREFIX = '/api/ferry';
