// The shape of one row of the endpoint table (endpoints.ts). The browser client, the BFF and
// the embedded service are all driven by these rows.
import { z } from 'zod';
import type { EnvelopeKind } from './envelopes';
import type { RateBudget } from './rate-budgets';

/** legacy: relative to {base_url} (ends in /api); v1: relative to {v1_base_url}, paths start /v1. */
export type Host = 'legacy' | 'v1';

/** none: no key; key: Bearer key; deposit-address: Bearer key with the deposit-address permission. */
export type Auth = 'none' | 'key' | 'deposit-address';

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Where a row is called, without its schemas: what a client that trusts the other side's checks
 * (the browser, calling its own BFF) needs to send a request and read its error envelope.
 */
export interface CallRoute {
  readonly id: string;
  readonly method: string;
  /** Path template with {name} placeholders; from the origin when there is no host. */
  readonly path: string;
  readonly host?: Host;
  readonly envelope: EnvelopeKind;
}

declare const rowType: unique symbol;

/**
 * A call route typed by its row (nothing of the row at run time): the client types the request
 * and the response from `Row`'s schemas and checks neither.
 */
export interface TypedRoute<Row extends CallableRow> extends CallRoute {
  readonly [rowType]?: Row;
}

/** The row a call route or row stands for. */
export type RowOf<C> = C extends CallableRow ? C : C extends TypedRoute<infer Row> ? Row : never;

/**
 * What the typed client needs of a row: a service row (below) or one of Ferry's own routes
 * (own-route.ts), whose paths start at the origin and so name no host.
 */
export interface CallableRow<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly host?: Host;
  readonly envelope: EnvelopeKind;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
}

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends CallableRow<P, Q, B, R> {
  /** Stable name, e.g. "createQuote". */
  readonly id: string;
  readonly method: Method;
  /** Path template on its host, with {name} placeholders, e.g. "/v1/transfers/{orderId}". */
  readonly path: string;
  readonly host: Host;
  readonly auth: Auth;
  readonly envelope: EnvelopeKind;
  /** Status of a success response. */
  readonly successStatus: 200 | 201 | 202 | 204;
  /** Path parameters (strict). */
  readonly params?: P;
  /**
   * Query (values arrive as strings). Versioned queries are strict; legacy ones ignore unknown
   * keys as the real service does (see lenientQueryKeys). Legacy endpoints also take integratorId.
   */
  readonly query?: Q;
  /** JSON body (strict). */
  readonly body?: B;
  /** Success response (tolerant). 204 endpoints use z.undefined(). */
  readonly response: R;
  /** The budgets a call through the BFF draws on (rate-budgets.ts); the general one if absent. */
  readonly rateBudgets?: readonly RateBudget[];
  /** One line on what it does, for docs and the OpenAPI description. */
  readonly summary: string;
}

/** Input type of an optional slot; undefined where the row has none. */
type SlotInput<S> = [NonNullable<S>] extends [z.ZodType]
  ? unknown extends z.input<NonNullable<S>>
    ? undefined
    : z.input<NonNullable<S>>
  : undefined;
export type ParamsOf<E extends CallableRow> = SlotInput<E['params']>;
export type QueryOf<E extends CallableRow> = SlotInput<E['query']>;
export type BodyOf<E extends CallableRow> = SlotInput<E['body']>;
export type ResponseOf<E extends CallableRow> = z.output<E['response']>;

/** Identity helper that keeps each row's literal schema types. */
export function endpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

/** Fill a path template: ("/v1/transfers/{orderId}", {orderId}) → "/v1/transfers/0x…". */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The query keys a row reads when its query ignores unknown keys (legacy query strings, read
 * as the real service reads them); undefined when unknown keys are refused or there is no query.
 */
export function lenientQueryKeys(e: Endpoint): readonly string[] | undefined {
  const q = e.query;
  if (!(q instanceof z.ZodObject) || q.def.catchall !== undefined) return undefined;
  return Object.keys(q.shape);
}
