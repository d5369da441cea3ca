// The allowance a wallet already gave a spender, read over JSON-RPC (ERC-20 allowance via
// eth_call) as balance-read.ts reads balances, so the review can say an approval is not needed.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { chainClient } from '../../../lib/wallet/chain-client';
import { readQuantity } from './balance-read';

/** allowance(address owner, address spender) */
const ALLOWANCE = '0xdd62ed3e';

const word = (address: string) => address.slice(2).toLowerCase().padStart(64, '0');

export function allowanceCalldata(owner: Address, spender: Address): `0x${string}` {
  return `${ALLOWANCE}${word(owner)}${word(spender)}`;
}

export interface AllowanceTarget {
  chainId: number;
  token: Address;
  owner: Address;
  spender: Address;
}

export async function fetchAllowance(config: Config, a: AllowanceTarget): Promise<bigint> {
  const client = chainClient(config, a.chainId);
  if (!client) throw new Error(`No transport for chain ${a.chainId}`);
  const request = client.request as (args: {
    method: string;
    params: unknown[];
  }) => Promise<unknown>;
  const result = await request({
    method: 'eth_call',
    params: [{ to: a.token, data: allowanceCalldata(a.owner, a.spender) }, 'latest'],
  });
  return readQuantity(result);
}

export const allowanceKeys = {
  all: ['allowance'] as const,
  of: (a: AllowanceTarget) =>
    [
      ...allowanceKeys.all,
      a.chainId,
      a.owner.toLowerCase(),
      a.token.toLowerCase(),
      a.spender.toLowerCase(),
    ] as const,
};

export function allowanceQueryOptions(config: Config, a: AllowanceTarget) {
  // The wagmi config is one per app (src/lib/wagmi.ts), so it is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: allowanceKeys.of(a),
    queryFn: () => fetchAllowance(config, a),
    // Read again at every review: an approval may have been mined since.
    staleTime: 0,
    // Unknown: the review keeps the approval, and the flow reads the chain again before sending.
    retry: false,
  });
}
