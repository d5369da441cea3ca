// The relayer and the settlement of the sandbox chains, as transactions: a fill is the relayer's
// fillRelay on the destination spoke pool; a refund is a root bundle relayed to the origin spoke
// pool and its refund leaf executed, paying the depositor back. Each first looks on the chain for
// what it is about to do, so a job run twice (a crash between the transaction and the database)
// finds its transaction instead of sending another.
import {
  encodeAbiParameters,
  encodeFunctionData,
  getAbiItem,
  keccak256,
  parseEventLogs,
  zeroHash,
  type Hex,
  type Log,
} from 'viem';
import type { Landed } from '../deposits/lifecycle';
import type { Settlement } from '../deposits/schedule';
import type { DepositRow } from '../deposits/store';
import { atSpot, limits } from '../world/pricing';
import { tokenRoute } from '../world/routes';
import { findToken } from '../world/tokens';
import { RELAYER } from './accounts';
import type { SandboxChain } from './chain';
import { spokePoolAbi } from './contracts/generated/SpokePool';
import { handlerOutcome, type FillFacts } from './handler-outcome';
import { chainLayout } from './layout';
import { relayDataOf, toBytes32 } from './relay-data';
import type { SandboxChains } from './sandbox-chains';

const FILLED = 2n;

interface Facts {
  originChainId: number;
  destinationChainId: number;
  inputToken: string;
  outputToken: string;
  inputAmount: string;
  outputAmount: string;
  depositor: string;
  depositRefundAddress?: string | null;
}

async function landedOf(chain: SandboxChain, hash: Hex, blockNumber: bigint): Promise<Landed> {
  const block = await chain.public.getBlock({ blockNumber });
  return { txnRef: hash, blockNumber: Number(blockNumber), at: Number(block.timestamp) * 1000 };
}

/** A fill, with what the multicall handler did with the deposit's message (handler-outcome.ts). */
async function filledOf(
  chain: SandboxChain,
  row: DepositRow,
  hash: Hex,
  blockNumber: bigint,
  logs?: Log[],
): Promise<Landed> {
  const landed = await landedOf(chain, hash, blockNumber);
  const fillLogs = logs ?? (await chain.public.getTransactionReceipt({ hash })).logs;
  const patch = handlerOutcome(row.record as FillFacts, {
    ...landed,
    txnRef: hash,
    logs: fillLogs,
  });
  return patch ? { ...landed, patch } : landed;
}

/**
 * Whether the sandbox relayer takes a deposit at `at`, as a real one decides: the route table has
 * the route then (not the same chain, not a token that is only swapped, such as DAI, not a
 * deprecated chain, such as Blast), the amount is within the route's limits, and what it pays
 * out is worth no more than what it gets. The output may be of another family than the route's
 * (a deposit anyone sends may name one; the service's own swaps deposit the bridged asset and
 * swap on a DEX): the relayer pays it out itself. Anything else runs to its fill deadline and is
 * refunded.
 */
export function relayerTakes(f: Facts, at: Date): boolean {
  const input = findToken(f.originChainId, f.inputToken);
  const output = findToken(f.destinationChainId, f.outputToken);
  if (!input || !output) return false;
  if (tokenRoute(input, f.destinationChainId, at).status !== 'available') return false;
  const amount = BigInt(f.inputAmount);
  const l = limits(input, f.destinationChainId);
  if (amount < l.minDeposit || amount > l.maxDeposit) return false;
  return BigInt(f.outputAmount) <= atSpot(amount, input, output);
}

/** A chain the indexer has not read since the service started: its records may be stale. */
function notReadYet(chainId: number) {
  return Object.assign(
    new Error(`Chain ${chainId} has not been read since the service started; waiting for it`),
    { chainUnavailable: true },
  );
}

/**
 * `read(chainId)`: whether the indexer has read the chain since the service started. Until then a
 * rollback may not be reconciled yet (a deposit job re-armed at start may name a deposit the
 * chain lost), so nothing is sent on that chain's behalf.
 */
export function chainSettlement(
  chains: SandboxChains,
  read: (chainId: number) => boolean = () => true,
): Settlement {
  const ready = (...ids: number[]) => {
    for (const id of ids) if (!read(id)) throw notReadYet(id);
  };
  async function findFill(dest: SandboxChain, row: DepositRow): Promise<Landed | undefined> {
    const logs = await dest.public.getContractEvents({
      address: chainLayout(dest.chainId).spokePool,
      abi: spokePoolAbi,
      eventName: 'FilledRelay',
      args: { originChainId: BigInt(row.originChainId), depositId: BigInt(row.depositId) },
      fromBlock: 0n,
    });
    const log = logs[0];
    return log ? filledOf(dest, row, log.transactionHash, log.blockNumber) : undefined;
  }

  return {
    async fill(row, at) {
      const f = row.record as Facts;
      const dest = chains.get(row.destinationChainId);
      if (!dest || row.unfillable || !relayerTakes(f, new Date(at))) return undefined;
      ready(row.originChainId, dest.chainId);
      const spokePool = chainLayout(dest.chainId).spokePool;
      const status = await dest.public.readContract({
        address: spokePool,
        abi: spokePoolAbi,
        functionName: 'fillStatuses',
        args: [row.relayHash as Hex],
      });
      if (status === FILLED) return findFill(dest, row);
      const data = encodeFunctionData({
        abi: spokePoolAbi,
        functionName: 'fillRelay',
        args: [relayDataOf(row.record), BigInt(row.originChainId), toBytes32(RELAYER)],
      });
      const receipt = await dest.writeTransaction(
        () =>
          dest.public.request({
            method: 'eth_sendTransaction',
            params: [{ from: RELAYER, to: spokePool, data }],
          } as never) as Promise<Hex>,
      );
      const hash = receipt.transactionHash;
      if (receipt.status !== 'success')
        throw new Error(`Fill of deposit ${row.depositId} reverted (${hash})`);
      return filledOf(dest, row, hash, receipt.blockNumber, receipt.logs);
    },

    async refund(row) {
      const f = row.record as Facts;
      const origin = chains.get(row.originChainId);
      if (!origin)
        throw new Error(
          `Deposit ${row.depositId} is on chain ${row.originChainId}, which is not running`,
        );
      ready(origin.chainId);
      const spokePool = chainLayout(origin.chainId).spokePool;
      // The leaf id names the deposit, so a refund already paid is found again.
      const leafId = Number(BigInt(row.depositId) % 2n ** 32n);
      const leaf = {
        amountToReturn: 0n,
        chainId: BigInt(origin.chainId),
        refundAmounts: [BigInt(f.inputAmount)],
        leafId,
        l2TokenAddress: f.inputToken as Hex,
        refundAddresses: [(f.depositRefundAddress ?? f.depositor) as Hex],
      };
      const paid = await origin.public.getContractEvents({
        address: spokePool,
        abi: spokePoolAbi,
        eventName: 'ExecutedRelayerRefundRoot',
        args: { chainId: BigInt(origin.chainId), leafId },
        fromBlock: 0n,
      });
      const same = paid.find(
        (l) =>
          l.args.refundAmounts?.[0] === leaf.refundAmounts[0] &&
          l.args.refundAddresses?.[0]?.toLowerCase() === leaf.refundAddresses[0]!.toLowerCase() &&
          l.args.l2TokenAddress?.toLowerCase() === leaf.l2TokenAddress.toLowerCase(),
      );
      if (same) return landedOf(origin, same.transactionHash, same.blockNumber);

      const leafInputs = getAbiItem({ abi: spokePoolAbi, name: 'executeRelayerRefundLeaf' })
        .inputs[1]!;
      // A bundle of one leaf: its root is the leaf's hash, and its proof is empty.
      const root = keccak256(encodeAbiParameters([leafInputs], [leaf]));
      const send = async (data: Hex) => {
        const receipt = await origin.writeTransaction(() =>
          origin.admin.sendTransaction({ to: spokePool, data }),
        );
        if (receipt.status !== 'success') {
          throw new Error(
            `Refund of deposit ${row.depositId} reverted (${receipt.transactionHash})`,
          );
        }
        return receipt;
      };
      const relayed = await send(
        encodeFunctionData({
          abi: spokePoolAbi,
          functionName: 'relayRootBundle',
          args: [root, zeroHash],
        }),
      );
      const [bundle] = parseEventLogs({
        abi: spokePoolAbi,
        logs: relayed.logs,
        eventName: 'RelayedRootBundle',
      });
      if (!bundle) throw new Error('relayRootBundle emitted no RelayedRootBundle');
      const executed = await send(
        encodeFunctionData({
          abi: spokePoolAbi,
          functionName: 'executeRelayerRefundLeaf',
          args: [bundle.args.rootBundleId, leaf, []],
        }),
      );
      return landedOf(origin, executed.transactionHash, executed.blockNumber);
    },
  };
}
