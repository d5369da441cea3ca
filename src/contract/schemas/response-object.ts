// How every response object of the service is read: an optional field may arrive absent or as
// `null`, the way the real service sends it (a production /swap/approval response carried
// `"approvalTxns": null` when the allowance already sufficed, and broke an integration). Both parse
// to absent, so a consumer keeps `T | undefined` and never meets a `null` it was not told of.
// Fields whose schema already accepts null (`.nullish()`, `.nullable()`) keep their null: there
// it means something ("not filled yet"). Requests stay strict and do not use this.
import { z } from 'zod';

/** A field that is absent or null on the wire, and absent (undefined) once parsed. */
export type NullAsAbsent<I extends z.ZodType> = z.ZodOptional<
  z.ZodPipe<z.ZodNullable<I>, z.ZodTransform<z.output<I> | undefined, z.output<I> | null>>
>;

/** The shape with every optional field that refuses null turned into a NullAsAbsent field. */
export type TolerantShape<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodOptional<infer I extends z.ZodType>
    ? null extends z.input<I>
      ? S[K]
      : NullAsAbsent<I>
    : S[K];
};

function nullAsAbsent<I extends z.ZodType>(inner: I): NullAsAbsent<I> {
  return inner
    .nullable()
    .transform((v) => v ?? undefined)
    .optional() as NullAsAbsent<I>;
}

/** Whether a field schema already takes `null` (then its null is kept, not read as absent). */
const takesNull = (s: z.ZodType): boolean => s.safeParse(null).success;

/** Rewrites the optional fields of a shape (see TolerantShape). */
export function tolerantShape<S extends z.ZodRawShape>(shape: S): TolerantShape<S> {
  const out: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape) as [string, z.ZodType][]) {
    if (field instanceof z.ZodOptional) {
      const inner = field.unwrap() as z.ZodType;
      out[key] = takesNull(inner) ? field : nullAsAbsent(inner);
    } else if (field._zod.optin === 'optional' && !takesNull(field)) {
      // A default or a pipe that is optional at its start: write it as `.optional()` instead,
      // so this builder can make it null-tolerant without guessing at its inner schema.
      throw new Error(`responseObject: field "${key}" is optional but not a ZodOptional`);
    } else {
      out[key] = field;
    }
  }
  return out as TolerantShape<S>;
}

/**
 * A response object: unknown keys kept (responses are tolerant), and each optional field
 * null-or-absent. Use it for every object the service responds with; to add fields to one, write
 * `base.extend(tolerantShape({...}))`, so the added fields are tolerant too.
 */
export const responseObject = <S extends z.ZodRawShape>(shape: S) =>
  z.looseObject(tolerantShape(shape));
