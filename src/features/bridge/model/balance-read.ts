// A wallet's token balance read straight over JSON-RPC (eth_getBalance, or ERC-20 balanceOf via
// eth_call), through wagmi's transport for that chain (see src/lib/wagmi.ts). Two requests'
// worth of hex instead of viem's contract-call machinery, which would add ~15 KB to the first
// page for one number.
import { queryOptions } from '@tanstack/react-query';
import { zeroAddress, type Address } from 'viem';
import type { Config } from 'wagmi';
import { chainClient } from '../../../lib/wallet/chain-client';

export const NATIVE_TOKEN = zeroAddress;
/** balanceOf(address) */
const BALANCE_OF = '0x70a08231';

export function balanceOfCalldata(account: Address): `0x${string}` {
  return `${BALANCE_OF}${account.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** A uint256 result: "0x" + hex digits; anything else (an empty "0x", an error) is not a balance. */
export function readQuantity(result: unknown): bigint {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(result)) {
    throw new Error('The node did not return a balance');
  }
  return BigInt(result);
}

export async function fetchBalance(
  config: Config,
  chainId: number,
  token: string,
  account: Address,
): Promise<bigint> {
  const client = chainClient(config, chainId);
  if (!client) throw new Error(`No transport for chain ${chainId}`);
  const request = client.request as (args: {
    method: string;
    params: unknown[];
  }) => Promise<unknown>;
  const result =
    token.toLowerCase() === NATIVE_TOKEN
      ? await request({ method: 'eth_getBalance', params: [account, 'latest'] })
      : await request({
          method: 'eth_call',
          params: [{ to: token, data: balanceOfCalldata(account) }, 'latest'],
        });
  return readQuantity(result);
}

/** One wallet's balances on one chain share a prefix, so a top-up refreshes them together. */
export const balanceKeys = {
  all: ['balance'] as const,
  wallet: (chainId: number, account: string) =>
    [...balanceKeys.all, chainId, account.toLowerCase()] as const,
  token: (chainId: number, account: string, token: string) =>
    [...balanceKeys.wallet(chainId, account), token.toLowerCase()] as const,
};

export function balanceQueryOptions(
  config: Config,
  chainId: number,
  token: string,
  account: Address,
) {
  // The wagmi config is one per app (src/lib/wagmi.ts), so it is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: balanceKeys.token(chainId, account, token),
    queryFn: () => fetchBalance(config, chainId, token, account),
    staleTime: 15_000,
    // A balance that cannot be read is shown as unavailable at once, not retried for seconds.
    retry: false,
  });
}
