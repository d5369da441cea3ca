// The wallet and chain side of an approval + deposit (signing/transaction-flow.ts TxDeps), loaded
// with the transaction path when a flow needs it. Every request first checks the wallet is still
// the account and chain the flow started on (walletOn throws otherwise).
import { encodeFunctionData, erc20Abi, type Address } from 'viem';
import type { Config } from 'wagmi';
import { estimateGas, getClient, getPublicClient, sendTransaction } from 'wagmi/actions';
import { readQuantity } from '../model/balance-read';
import type { MinedTransaction, TxDeps } from '../signing/transaction-flow';
import { WrongNetworkError } from '../signing/wallet-errors';

/** How long a sent transaction may stay unmined before the page offers to wait again. */
const MINING_TIMEOUT_MS = 10 * 60_000;

type WalletDeps = Omit<TxDeps, 'reportDeposit' | 'onStep'>;

export function transactionWallet(
  config: Config,
  walletOn: (chainId: number) => Address,
): WalletDeps {
  return {
    // A plain eth_call, not readContract: wagmi batches contract reads through Multicall3, which
    // not every chain has (the embedded service's sandbox chains do not).
    readAllowance: async ({ chainId, token, spender }) => {
      const client = getClient(config, { chainId: chainId as never });
      if (!client) throw new WrongNetworkError(chainId);
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'allowance',
        args: [walletOn(chainId), spender],
      });
      const request = client.request as (a: {
        method: string;
        params: unknown[];
      }) => Promise<unknown>;
      return readQuantity(
        await request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] }),
      );
    },
    estimateGas: ({ chainId, to, data, value }) =>
      estimateGas(config, {
        chainId: chainId as never,
        account: walletOn(chainId),
        to,
        data,
        value,
      }),
    sendTransaction: ({ chainId, to, data, value, gas }) =>
      sendTransaction(config, {
        chainId: chainId as never,
        account: walletOn(chainId),
        to,
        data,
        value,
        ...(gas !== undefined && { gas }),
      }),
    waitForTransaction: async ({ chainId, hash, onReplaced }) => {
      let replaced: MinedTransaction['replaced'];
      // viem's own wait, not wagmi's action: that one throws on a reverted receipt, and a revert
      // is an answer the page explains, not a failure to learn the outcome.
      const client = getPublicClient(config, { chainId: chainId as never });
      if (!client) throw new WrongNetworkError(chainId);
      const receipt = await client.waitForTransactionReceipt({
        hash,
        timeout: MINING_TIMEOUT_MS,
        onReplaced: (r) => {
          replaced = r.reason;
          onReplaced(r.transaction.hash);
        },
      });
      return {
        status: receipt.status,
        hash: receipt.transactionHash,
        ...(replaced && { replaced }),
      };
    },
  };
}
