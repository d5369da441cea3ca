// The page setting that says the page talks to the embedded service, and how fast its clock runs:
// its name and shape, shared by the BFF that writes it (src/server/bff/spa.ts) and the page that
// reads it (embedded-service.ts). No DOM here: the server imports it.
// zod/mini: the browser's entry reads this setting.
import * as z from 'zod/mini';

export const EMBEDDED_SERVICE_META = 'ferry-embedded-service';

export const embeddedServiceSetting = z.strictObject({
  /** SERVICE_CLOCK_SPEED: simulated durations (fill window, refund delay) are divided by it. */
  clockSpeed: z.number().check(z.positive()),
});
export type EmbeddedServiceSetting = z.infer<typeof embeddedServiceSetting>;
