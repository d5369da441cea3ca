// The allowance on chain for a review's approval step, while the review is open: when it already
// covers the deposit (an approval sent before a reload), the review says only the deposit is sent.
import { useQuery } from '@tanstack/react-query';
import { zeroAddress, type Address } from 'viem';
import { useWalletConfig } from '../../../lib/wallet/wallet-context';
import { allowanceQueryOptions, type AllowanceTarget } from '../model/allowance-read';
import type { ApprovalStep } from '../signing/check-transactions';

const NO_TARGET: AllowanceTarget = {
  chainId: 0,
  token: zeroAddress,
  owner: zeroAddress,
  spender: zeroAddress,
};

export function useAllowance(
  chainId: number | undefined,
  approval: Pick<ApprovalStep, 'token' | 'spender'> | undefined,
  owner: string | undefined,
): bigint | undefined {
  const config = useWalletConfig();
  const target =
    chainId !== undefined && approval && owner
      ? { chainId, token: approval.token, spender: approval.spender, owner: owner as Address }
      : undefined;
  const query = useQuery({
    // Never run without both: the placeholder target only gives the disabled query a key.
    ...allowanceQueryOptions(config!, target ?? NO_TARGET),
    enabled: config !== undefined && target !== undefined,
  });
  return target ? query.data : undefined;
}
