// The error codes a person can meet, in groups by where they come from. The messages for each
// are the app's (src/api/error-copy.ts, typed over KnownCode so a code without messages fails
// the build).

/**
 * Legacy codes (docs/interface-decisions.md#error-codes), plus INVALID_REQUEST and
 * INTERNAL_SERVER_ERROR, which the legacy endpoints respond with too.
 */
export const LEGACY_CODES = [
  'INVALID_PARAM',
  'INVALID_METHOD',
  'MISSING_PARAM',
  'SIMULATION_ERROR',
  'AMOUNT_TOO_LOW',
  'AMOUNT_TOO_HIGH',
  'ROUTE_NOT_ENABLED',
  'SWAP_LIQUIDITY_INSUFFICIENT',
  'SWAP_QUOTE_UNAVAILABLE',
  'SWAP_SLIPPAGE_INSUFFICIENT',
  'SWAP_TYPE_NOT_GUARANTEED',
  'ABI_ENCODING_ERROR',
  'FORBIDDEN_API_KEY',
  'UPSTREAM_RPC_ERROR',
  'UPSTREAM_HTTP_ERROR',
  'UPSTREAM_GATEWAY_TIMEOUT',
  'UNEXPECTED_ERROR',
  'INVALID_REQUEST',
  'INTERNAL_SERVER_ERROR',
] as const;

/** Names of the {error: Name, message} envelope. */
export const NAMED_CODES = [
  'IncorrectQueryParamsException',
  'DepositNotFoundException',
  'ValidationError',
  'UnknownError',
  'UnauthorizedError',
  'ForbiddenError',
  'ConflictError',
  'NotFoundError',
] as const;

/**
 * Versioned quote/execution/capabilities codes and transfer codes
 * (docs/interface-decisions.md#error-codes).
 */
export const VERSIONED_CODES = [
  'UNAUTHORIZED',
  'INVALID_REQUEST',
  'UNSUPPORTED_ROUTE',
  'AMOUNT_TOO_LOW',
  'AMOUNT_TOO_HIGH',
  'QUOTE_NOT_FOUND',
  'QUOTE_EXPIRED',
  'INVALID_SIGNATURE',
  'ALREADY_EXECUTED',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_ORDER_ID',
  'TRANSFER_NOT_FOUND',
] as const;

/** Derived from a status when an envelope has no code, or made up by the client. */
export const SYNTHETIC_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'BAD_RESPONSE',
] as const;

/** Codes Ferry's own BFF responds with (its refusals and the states only it knows). */
export const BFF_CODES = [
  'PAYLOAD_TOO_LARGE',
  'IDEMPOTENCY_KEY_REUSED',
  'EXECUTION_IN_PROGRESS',
  'TRANSFER_INDEXING',
] as const;

export type KnownCode =
  | (typeof LEGACY_CODES)[number]
  | (typeof NAMED_CODES)[number]
  | (typeof VERSIONED_CODES)[number]
  | (typeof SYNTHETIC_CODES)[number]
  | (typeof BFF_CODES)[number];

/** Every known code, once each. */
export const KNOWN_CODES: readonly KnownCode[] = [
  ...new Set<KnownCode>([
    ...LEGACY_CODES,
    ...NAMED_CODES,
    ...VERSIONED_CODES,
    ...SYNTHETIC_CODES,
    ...BFF_CODES,
  ]),
];

const known = new Set<string>(KNOWN_CODES);

export function isKnownCode(code: string): code is KnownCode {
  return known.has(code);
}

/** Codes about one bad field, where naming the field helps. */
const FIELD_CODES = new Set<string>([
  'INVALID_PARAM',
  'MISSING_PARAM',
  'INVALID_REQUEST',
  'ValidationError',
  'IncorrectQueryParamsException',
] satisfies KnownCode[]);

export const isFieldCode = (code: string): boolean => FIELD_CODES.has(code);
