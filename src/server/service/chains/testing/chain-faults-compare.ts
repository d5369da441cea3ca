// The second half of the chain-fault run (chain-faults.ts): once every deposit is sent, wait
// for the API to settle each one the origin chain holds, then read the chains as the truth and
// count what disagrees.
import { createPublicClient, http, type Hex, type PublicClient } from 'viem';
import { spokePoolAbi } from '../contracts/generated/SpokePool';
import { chainLayout } from '../layout';

export const ORIGIN = 42161;
export const DESTINATION = 8453;
export const KEY = 'sk_sandbox_full';

export interface ChainFaultsReport {
  /** Deposit transactions whose receipt a wallet saw. */
  acknowledged: number;
  /** FundsDeposited logs on the origin spoke pool afterwards. */
  onChain: number;
  /** Acknowledged deposits that are not on the chain any more. */
  lost: string[];
  /** Deposits on chain that the API does not report filled or refunded in the end. */
  unsettled: string[];
  /** Deposits on chain with more than one fill or refund on chain (or both). */
  double: string[];
  /** Fills on the destination chain for which no deposit is on the origin chain. */
  fillWithoutDeposit: string[];
  /** API rows naming a fill or refund transaction that no chain has. */
  apiTxnNotOnChain: string[];
  kills: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const sandboxChain = (base: string, id: number) => ({
  id,
  name: `sandbox ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${base}/sandbox/rpc/${id}`] } },
});

export const reader = (base: string, id: number): PublicClient =>
  createPublicClient({
    chain: sandboxChain(base, id),
    transport: http(`${base}/sandbox/rpc/${id}`, { retryCount: 0 }),
  }) as PublicClient;

interface ApiDeposit {
  status: string;
  fillTxnRef?: string | null;
  depositRefundTxnRef?: string | null;
}

async function apiDeposit(base: string, txn: string): Promise<ApiDeposit | undefined> {
  const res = await fetch(`${base}/api/deposit?integratorId=0xf00d&depositTxnRef=${txn}`, {
    headers: { authorization: `Bearer ${KEY}` },
  }).catch(() => undefined);
  if (!res?.ok) return undefined;
  return ((await res.json()) as { deposit: ApiDeposit }).deposit;
}

export async function settleAndCompare(
  base: string,
  acknowledged: Hex[],
  kills: number,
  settleMs: number,
): Promise<ChainFaultsReport> {
  const origin = reader(base, ORIGIN);
  const destination = reader(base, DESTINATION);
  const spokeIn = chainLayout(ORIGIN).spokePool;
  const spokeOut = chainLayout(DESTINATION).spokePool;
  const deposits = await origin.getContractEvents({
    address: spokeIn,
    abi: spokePoolAbi,
    eventName: 'FundsDeposited',
    fromBlock: 0n,
    strict: true,
  });
  const settled = (d: ApiDeposit | undefined) => d?.status === 'filled' || d?.status === 'refunded';
  const api = new Map<string, ApiDeposit | undefined>();
  const deadline = Date.now() + settleMs;
  for (const log of deposits) {
    let d = await apiDeposit(base, log.transactionHash);
    while (!settled(d) && Date.now() < deadline) {
      await sleep(250);
      d = await apiDeposit(base, log.transactionHash);
    }
    api.set(log.transactionHash, d);
  }

  const lost: string[] = [];
  for (const hash of acknowledged) {
    const receipt = await origin.getTransactionReceipt({ hash }).catch(() => undefined);
    if (!receipt) lost.push(hash);
  }
  const fills = await destination.getContractEvents({
    address: spokeOut,
    abi: spokePoolAbi,
    eventName: 'FilledRelay',
    fromBlock: 0n,
    strict: true,
  });
  const refunds = await origin.getContractEvents({
    address: spokeIn,
    abi: spokePoolAbi,
    eventName: 'ExecutedRelayerRefundRoot',
    fromBlock: 0n,
    strict: true,
  });
  const key = (id: bigint, depositor: string) => `${id}:${depositor.toLowerCase()}`;
  const depositKeys = new Set(deposits.map((d) => key(d.args.depositId, d.args.depositor)));
  const double: string[] = [];
  for (const d of deposits) {
    const k = key(d.args.depositId, d.args.depositor);
    const filled = fills.filter(
      (f) =>
        f.args.originChainId === BigInt(ORIGIN) && key(f.args.depositId, f.args.depositor) === k,
    ).length;
    const depositor = `0x${d.args.depositor.slice(26)}`.toLowerCase();
    const refunded = refunds.filter(
      (r) =>
        r.args.leafId === Number(d.args.depositId % 2n ** 32n) &&
        r.args.refundAddresses[0]?.toLowerCase() === depositor,
    ).length;
    if (filled + refunded > 1) double.push(d.transactionHash);
  }
  const fillWithoutDeposit = fills
    .filter(
      (f) =>
        f.args.originChainId === BigInt(ORIGIN) &&
        !depositKeys.has(key(f.args.depositId, f.args.depositor)),
    )
    .map((f) => f.transactionHash);
  const unsettled = deposits
    .filter((d) => !settled(api.get(d.transactionHash)))
    .map((d) => `${d.transactionHash} (${api.get(d.transactionHash)?.status ?? 'not in the API'})`);
  const apiTxnNotOnChain: string[] = [];
  for (const d of api.values()) {
    if (d?.fillTxnRef) {
      const r = await destination
        .getTransactionReceipt({ hash: d.fillTxnRef as Hex })
        .catch(() => undefined);
      if (!r) apiTxnNotOnChain.push(d.fillTxnRef);
    }
    if (d?.depositRefundTxnRef) {
      const r = await origin
        .getTransactionReceipt({ hash: d.depositRefundTxnRef as Hex })
        .catch(() => undefined);
      if (!r) apiTxnNotOnChain.push(d.depositRefundTxnRef);
    }
  }
  return {
    acknowledged: acknowledged.length,
    onChain: deposits.length,
    lost,
    unsettled,
    double,
    fillWithoutDeposit,
    apiTxnNotOnChain,
    kills,
  };
}
