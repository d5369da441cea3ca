import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../contract/errors';
import { walletProblem, walletProblems } from './wallet-error';

describe('sign-in problems in words', () => {
  it('a signed message Ferry refused is a sign-in problem, not a set-up one', () => {
    const refused = new ServiceError({
      status: 401,
      code: 'UnauthorizedError',
      message: 'nonce already used',
      envelope: 'named',
    });
    expect(walletProblem(refused)).toBe(walletProblems.refused);
  });

  it('leaves other service errors to the error table, and words wallet failures', () => {
    const down = new ServiceError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'x',
      envelope: 'network',
    });
    expect(walletProblem(down)).toBeUndefined();
    expect(walletProblem({ code: 4001 })).toBe(walletProblems.declined);
    expect(walletProblem(new Error('no provider'))).toBe(walletProblems.failed);
  });
});
