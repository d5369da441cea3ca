import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testFundsMutationOptions } from '../model/test-funds';

/** Ask the sandbox faucet for test funds; the wallet's balances on that chain are read again. */
export function useTestFunds() {
  return useMutation(testFundsMutationOptions(useQueryClient()));
}
