// GET /v1/quotes/ping: reachability, no key.
import { z } from 'zod';
import { responseObject } from './response-object';

export const pingResponse = responseObject({
  ok: z.boolean(),
  service: z.string(),
});
export type PingResponse = z.infer<typeof pingResponse>;
