// The one assertion for a typed client call the service refuses.
import { expect } from 'vitest';
import { ServiceError } from '../../../contract/errors';

/** The promise rejects with a ServiceError carrying these fields. */
export async function expectFailure(
  promise: Promise<unknown>,
  want: { status: number; code: string; param?: string; message?: RegExp },
): Promise<ServiceError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  const e = err as ServiceError;
  expect({ status: e.status, code: e.code }).toEqual({ status: want.status, code: want.code });
  if (want.param !== undefined) expect(e.param).toBe(want.param);
  if (want.message) expect(e.message).toMatch(want.message);
  return e;
}
