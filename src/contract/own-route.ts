// The shape of one row of Ferry's own route table (own-routes.ts): what the BFF serves itself
// rather than mirrors from the service. The BFF mounts each row, the OpenAPI document describes
// it, and the browser's typed client calls it, all from the same row.
import type { z } from 'zod';
import type { CallableRow } from './endpoint';
import type { EnvelopeKind } from './envelopes';
import type { RateBudget } from './rate-budgets';

export type OwnMethod = 'GET' | 'POST' | 'OPTIONS';

/**
 * Who may call: anyone; a signed-in dashboard admin (401 without a session, 403 otherwise);
 * or the service delivering a webhook signed with the subscription's secret.
 */
export type OwnAccess = 'public' | 'admin' | 'signature';

/** What a success carries: JSON, Server-Sent Events (response: each event's data), or text. */
export type OwnResponseFormat = 'json' | 'event-stream' | 'text';

/** A refusal in another shape than the row's envelope. */
export interface OwnError {
  readonly description: string;
  readonly schema: z.core.$ZodType; // core: the error envelopes are zod/mini
}

export interface OwnRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends CallableRow<P, Q, B, R> {
  /** Stable name, also the OpenAPI operationId, e.g. "listDepositAddresses". */
  readonly id: string;
  readonly method: OwnMethod;
  /** Path from the origin, with {name} placeholders, e.g. "/api/ferry/deposit-addresses/{id}". */
  readonly path: string;
  readonly access: OwnAccess;
  readonly responseFormat: OwnResponseFormat;
  readonly successStatus: 200 | 201 | 202 | 204;
  /** The shape of its refusals. */
  readonly envelope: EnvelopeKind;
  /** Refusals it sends itself, by status (admin rows also respond with 401 and 403). */
  readonly errors: Readonly<Partial<Record<number, string | OwnError>>>;
  /** The budgets a call draws on under /api (rate-budgets.ts); the general one if absent. */
  readonly rateBudgets?: readonly RateBudget[];
  /** Mounted only in front of the embedded service, where nothing real is at stake. */
  readonly embeddedOnly?: true;
  readonly tags: readonly string[];
  /** One line on what it does. */
  readonly summary: string;
  readonly description?: string;
}

/** Identity helper that keeps each row as written: its schemas, and which slots it has. */
export function ownRoute<const Row extends OwnRoute>(row: Row): Row {
  return row;
}
