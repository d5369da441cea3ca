// Funds arriving at deposit addresses on a sandbox chain, read from the blocks the chain indexer
// reads (in its transaction, on its cursor, so a restart neither misses nor repeats one): every
// Transfer of a world token to a deposit address, and native coin a transaction sends straight to
// one. Coin moved to one by a contract's internal call is not seen (only a trace would show it).
// Refunds the spoke pool pays to a deposit address are not arrivals: they wait there for support,
// as on the real service, instead of being swept into the same failure again.
import { getAbiItem, type Hex } from 'viem';
import type { Db } from '../../db/open';
import type { SandboxChain } from '../chains/chain';
import { sandboxTokenAbi } from '../chains/contracts/generated/SandboxToken';
import { chainLayout } from '../chains/layout';
import { findToken, NATIVE, tokensOn, type WorldToken } from '../world/tokens';
import { inputTokensFor } from './inputs';
import { addressesAmong, anyAddress, type AddressRow } from './store';

export interface ChainArrival {
  address: AddressRow;
  input: WorldToken;
  amount: bigint;
  txHash: Hex;
  /** The Transfer log's index in its block; -1 for the transaction's own value. */
  index: number;
}

/** What might be an arrival, before the deposit addresses are looked up. */
interface Candidate {
  to: string;
  token: string;
  amount: bigint;
  txHash: Hex;
  blockNumber: bigint;
  txIndex: number;
  index: number;
}

const transferEvent = getAbiItem({ abi: sandboxTokenAbi, name: 'Transfer' });
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function tokenTransfers(chain: SandboxChain, fromBlock: bigint, toBlock: bigint) {
  const tokens = tokensOn(chain.chainId).filter((t) => !t.native);
  const { spokePool } = chainLayout(chain.chainId);
  const logs = await chain.public.getLogs({
    address: tokens.map((t) => t.address),
    event: transferEvent,
    fromBlock,
    toBlock,
    strict: true,
  });
  return logs
    .filter((l) => !same(l.args.from, spokePool))
    .map((l): Candidate => ({
      to: l.args.to,
      token: l.address,
      amount: l.args.value,
      txHash: l.transactionHash,
      blockNumber: l.blockNumber,
      txIndex: l.transactionIndex,
      index: l.logIndex,
    }));
}

async function nativeSends(chain: SandboxChain, fromBlock: bigint, toBlock: bigint) {
  const found: Candidate[] = [];
  for (let n = fromBlock; n <= toBlock; n++) {
    const block = await chain.public.getBlock({ blockNumber: n, includeTransactions: true });
    for (const t of block.transactions) {
      if (!t.to || t.value === 0n) continue;
      found.push({
        to: t.to,
        token: NATIVE,
        amount: t.value,
        txHash: t.hash,
        blockNumber: n,
        txIndex: t.transactionIndex,
        index: -1,
      });
    }
  }
  return found;
}

/** Whether the deposit address takes `input` now (its supported inputs). */
function accepts(address: AddressRow, input: WorldToken, at: Date): boolean {
  const { token } = address.record.destination;
  const destination = findToken(token.chainId, token.address);
  return destination !== undefined && inputTokensFor(destination, at).includes(input);
}

/**
 * Arrivals in blocks `fromBlock`..`toBlock`, in chain order; `ignored` hears of tokens a
 * deposit address does not take (they stay there).
 */
export async function arrivalsIn(
  tx: Db,
  chain: SandboxChain,
  fromBlock: bigint,
  toBlock: bigint,
  at: Date,
  ignored: (c: { address: string; token: string; txHash: Hex }) => void,
): Promise<ChainArrival[]> {
  // Nothing can arrive at an address no one has asked for; this spares the block reads.
  if (!(await anyAddress(tx))) return [];
  const candidates = [
    ...(await tokenTransfers(chain, fromBlock, toBlock)),
    ...(await nativeSends(chain, fromBlock, toBlock)),
  ];
  const known = await addressesAmong(
    tx,
    candidates.map((c) => c.to),
  );
  const mine = candidates
    .filter((c) => known.has(c.to.toLowerCase()))
    .sort(
      (a, b) => Number(a.blockNumber - b.blockNumber) || a.txIndex - b.txIndex || a.index - b.index,
    );
  const arrivals: ChainArrival[] = [];
  for (const c of mine) {
    const address = known.get(c.to.toLowerCase())!;
    const input = findToken(chain.chainId, c.token);
    if (!input || !accepts(address, input, at)) {
      ignored({ address: c.to, token: c.token, txHash: c.txHash });
      continue;
    }
    if (c.index === -1) {
      // Value sent by a transaction that reverted never moved.
      const receipt = await chain.public.getTransactionReceipt({ hash: c.txHash });
      if (receipt.status !== 'success') continue;
    }
    arrivals.push({ address, input, amount: c.amount, txHash: c.txHash, index: c.index });
  }
  return arrivals;
}
