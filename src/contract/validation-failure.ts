// Turns the first zod issue into a message that names the field, in the words each envelope uses
// (docs/interface-decisions.md#error-codes: "Invalid parameter at path '<p>'. Expected type
// '<t>'").
import type { z } from 'zod';
import type { EnvelopeKind } from './envelopes';
import { Failure, failure } from './failure';

export function describeIssue(issue: z.core.$ZodIssue): {
  path: string;
  message: string;
  missing: boolean;
} {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys;
    const base = issue.path.join('.');
    const field = [base, keys[0]].filter(Boolean).join('.');
    return { path: field, message: `Unknown field '${field}'`, missing: false };
  }
  const path = issue.path.join('.') || '(body)';
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  if (missing) return { path, message: `Missing required parameter '${path}'`, missing };
  const expected = issue.code === 'invalid_type' ? issue.expected : issue.message;
  return {
    path,
    message: `Invalid parameter at path '${path}'. Expected type '${expected}'`,
    missing,
  };
}

/** Override for endpoints whose invalid-input error has its own name. */
const invalidNames: Partial<Record<string, string>> = {
  getDeposit: 'IncorrectQueryParamsException',
};

export function validationFailure(
  endpointId: string,
  envelope: EnvelopeKind,
  error: z.ZodError,
): Failure {
  const first = error.issues[0];
  if (!first) return failure(envelope, 'invalid', 'Invalid request');
  const { path, message, missing } = describeIssue(first);
  const f = failure(envelope, missing ? 'missing' : 'invalid', message, path);
  const name = invalidNames[endpointId];
  return name ? new Failure(400, name, message, path) : f;
}
