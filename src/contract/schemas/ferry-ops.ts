// Wire shapes of the BFF's health and readiness checks (GET /healthz, GET /readyz), which load
// balancers and orchestrators call; /metrics responds with Prometheus text.
import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok') });

const check = z.enum(['ok', 'fail']);

/** 200 when the database and the service both respond; 503 names the one that does not. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: check, upstream: check }),
});
export type Readiness = z.infer<typeof readinessResponse>;
