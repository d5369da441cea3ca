// zod/mini: the explorer's deposit timeline, which the first page's entry carries, reads these;
// full zod there would cost ~17 KB gzip more.
import * as z from 'zod/mini';

const digitText = z.string().check(z.regex(/^\d+$/));
const known = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/**
 * What the dashboard reads of a received event's payload: which deposit it is about. A payload
 * is kept as delivered (a test event, a type not known yet), so each field is read on its own and
 * one that is missing or of another shape is simply not known.
 */
export const webhookPayloadRefs = z.catch(
  z.pipe(
    z.object({
      data: z.catch(
        z.object({
          depositId: known(
            z.pipe(z.union([digitText, z.int().check(z.minimum(0))]), z.transform(String)),
          ),
          originChainId: known(
            z.union([z.int().check(z.positive()), z.pipe(digitText, z.transform(Number))]),
          ),
          depositTxnRef: known(z.string().check(z.minLength(1))),
          sweepTxnRef: known(z.string().check(z.minLength(1))),
        }),
        {},
      ),
    }),
    z.transform((p) => p.data),
  ),
  {},
);
export type WebhookPayloadRefs = z.output<typeof webhookPayloadRefs>;
