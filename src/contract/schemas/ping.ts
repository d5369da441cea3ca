// GET /v1/quotes/ping: reachability, no key.
import { z } from 'zod';

export const pingResponse = z.looseObject({
  ok: z.boolean(),
  service: z.string(),
});
export type PingResponse = z.infer<typeof pingResponse>;
