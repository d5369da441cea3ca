// The network fee of a quote funded by transaction, estimated on the origin chain while the
// review is open (model/network-fee.ts turns the estimates into words). Plain JSON-RPC through
// wagmi's transport for the chain, as the balance reads do.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { chainClient } from '../../../lib/wallet/chain-client';
import { rpcQuantity } from '../model/rpc-quantity';
import { useWalletConfig } from '../../../lib/wallet/wallet-context';
import { readQuantity } from '../model/balance-read';
import { networkFee, type NetworkFee } from '../model/network-fee';
import type { TransactionPlan, TxRequest } from '../signing/check-transactions';

type Request = (a: { method: string; params: unknown[] }) => Promise<unknown>;

const estimate = async (request: Request, from: Address, tx: TxRequest) => {
  try {
    const params = { from, to: tx.to, data: tx.data, value: rpcQuantity(tx.value) };
    return readQuantity(await request({ method: 'eth_estimateGas', params: [params] }));
  } catch {
    return null;
  }
};

async function fetchNetworkFee(
  config: Config,
  plan: TransactionPlan,
  account: Address,
): Promise<NetworkFee> {
  const client = chainClient(config, plan.chainId);
  if (!client) throw new Error(`No transport for chain ${plan.chainId}`);
  const request = client.request as Request;
  const gasPrice = readQuantity(await request({ method: 'eth_gasPrice', params: [] }));
  // A deposit that simulates already has its allowance: the approval will be skipped.
  const depositGas = await estimate(request, account, plan.deposit.request);
  const approvalGas =
    plan.approval && depositGas === null
      ? await estimate(request, account, plan.approval.request)
      : undefined;
  return networkFee({ gasPrice, approvalGas, depositGas });
}

const networkFeeOptions = (
  config: Config | undefined,
  plan: TransactionPlan | undefined,
  account?: Address,
) =>
  // The config is one per app, and the plan is named by its chain, order and approval amount.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [
      'network-fee',
      plan?.chainId,
      plan?.orderId,
      plan?.approval?.amount.toString(),
      account,
    ],
    enabled: plan !== undefined && account !== undefined && config !== undefined,
    staleTime: 15_000,
    queryFn: () => fetchNetworkFee(config!, plan!, account!),
  });

export function useNetworkFee(plan: TransactionPlan | undefined, account: Address | undefined) {
  return useQuery(networkFeeOptions(useWalletConfig(), plan, account));
}
