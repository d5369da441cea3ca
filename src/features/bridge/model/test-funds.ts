// Test funds on a sandbox chain (the embedded service's local nodes), as a testnet's faucet gives
// them: offered there when the wallet holds less than it would send, or nothing; a top-up
// refreshes that wallet's balances on the chain.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { requestTestFunds, type FaucetRequest } from '../../../api/sandbox-faucet';
import type { BalanceState } from './balance-state';
import { balanceKeys } from './balance-read';

/** Where the faucet would fund (the origin chain and the connected wallet), and if it is offered. */
export interface TestFundsTarget {
  chainId: number;
  account: Address;
  /** The wallet holds nothing, or less than the amount typed. */
  offered: boolean;
}

/** Whether to offer test funds: the wallet holds nothing, or less than the amount typed. */
export function offersTestFunds(balance: BalanceState, amount: bigint | undefined): boolean {
  if (balance.kind !== 'known') return false;
  return balance.value === 0n || (amount !== undefined && balance.value < amount);
}

export function testFundsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['sandbox-faucet'],
    mutationFn: (request: FaucetRequest) => requestTestFunds(request),
    // Settles once the balances are read again, so what the button says matches the balance.
    onSuccess: (_funded, request) =>
      queryClient.invalidateQueries({
        queryKey: balanceKeys.wallet(request.chainId, request.address),
      }),
  });
}
