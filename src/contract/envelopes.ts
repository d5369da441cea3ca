// The four error envelopes the service responds in, parsed tolerantly (extra fields pass).
// zod/mini: the browser's entry reads error responses with these, and mini keeps it small.
import * as z from 'zod/mini';

/** Which envelope an endpoint responds with errors in. */
export type EnvelopeKind = 'legacy' | 'v1-code' | 'v1-transfer' | 'named';

/** Legacy swap, deposit-address, deposits, limits and suggested-fees: {type, code, status, message, param?}. */
export const legacyErrorEnvelope = z.looseObject({
  type: z.optional(z.string()), // "ServiceApiError" here, "AcrossApiError" on the real service
  code: z.optional(z.string()), // absent on 401 and the deposit-address 403
  status: z.optional(z.int()),
  message: z.string(),
  param: z.optional(z.string()),
  id: z.optional(z.string()),
});

/** Versioned quote, execution and capabilities endpoints: top level {code, message}. */
export const v1CodeErrorEnvelope = z.looseObject({
  code: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  requestId: z.optional(z.string()),
});

/** Versioned transfer endpoints: {error: {type, code, message, requestId}}. */
export const v1TransferErrorEnvelope = z.looseObject({
  error: z.looseObject({
    type: z.string(),
    code: z.string(),
    message: z.string(),
    requestId: z.optional(z.string()),
  }),
});

/** Webhook endpoints and GET /deposit: {error: Name, message}. */
export const namedErrorEnvelope = z.looseObject({
  error: z.string(),
  message: z.string(),
});

export const envelopeSchemas = {
  legacy: legacyErrorEnvelope,
  'v1-code': v1CodeErrorEnvelope,
  'v1-transfer': v1TransferErrorEnvelope,
  named: namedErrorEnvelope,
} as const satisfies Record<EnvelopeKind, z.ZodMiniType>;
