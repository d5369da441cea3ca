// (n) Fills with swaps on the sandbox chains: `npm run service` with its Anvil nodes and N people
// at once, half swapping USDT → ETH before the bridge (approval + the periphery's swapAndBridge),
// half USDC → ETH after it (approval + a deposit whose fill the multicall handler swaps), each
// sending exactly what GET /swap/approval gives as raw transactions through /sandbox/rpc. Counted
// from the first swap sent to the last fill the indexer reports, with how many recipients got
// other than the quote (to the base unit) and how many destination swaps fell back. The clock
// runs 60×: fill deadlines stay minutes of real time, fills and indexing take milliseconds.
import {
  createPublicClient,
  createWalletClient,
  http,
  parseUnits,
  zeroAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { waitForFill } from './fill-wait';
import { quantile } from './quantile';
import { startSandboxService } from './sandbox-service';

const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const AUTH = { authorization: 'Bearer sk_sandbox_full' };
/** How long the fills may take, from the first swap sent; later ones count as not filled. */
const FILL_WAIT_MS = 180_000;

export interface SwapFillsResult {
  swaps: number;
  filled: number;
  /** Swaps mined whose fill the service did not report within FILL_WAIT_MS. */
  notFilled: number;
  /** Of those, the USDT swaps before the bridge (the rest swap USDC after it). */
  notFilledBeforeBridge: number;
  /** Swaps that never reached the chain (quote refused, transaction reverted, RPC error). */
  failed: number;
  firstError?: string;
  /** First swap transaction sent → last fill reported. */
  allFilledMs: number;
  fillsPerMinute: number;
  /** Per swap: its receipt → the service reports it filled. */
  latencyMs: { p50: number; p95: number; max: number };
  /** Recipients whose ETH differs from what the quote said they would get. */
  offQuote: number;
  /** Destination swaps the handler could not run (the bridged token went to the fallback). */
  fallbacks: number;
}

interface Answer {
  approvalTxns?: { to: Hex; data: Hex }[] | null;
  swapTx: { to: Hex; data: Hex; value?: string };
  crossSwapType: string;
  steps: { bridge: { outputAmount: string } };
  expectedOutputAmount: string;
}

export async function swapFills(root: string, n = 20): Promise<SwapFillsResult> {
  const { base, stop } = await startSandboxService(root, { clockSpeed: 60, name: 'swaps' });
  try {
    const chainOf = (id: number) => {
      const rpc = `${base}/sandbox/rpc/${id}`;
      const chain = {
        id,
        name: `sandbox ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpc] } },
      } as const;
      return { chain, rpc, reader: createPublicClient({ chain, transport: http(rpc) }) };
    };
    const arb = chainOf(42161);
    const baseChain = chainOf(8453);
    const people = Array.from({ length: n }, (_, i) => ({
      account: privateKeyToAccount(generatePrivateKey()),
      recipient: privateKeyToAccount(generatePrivateKey()).address,
      // Even: a swap before the bridge; odd: a swap after it.
      token: i % 2 === 0 ? ARB_USDT : ARB_USDC,
      amount: parseUnits('100', 6),
    }));
    const setBalance = async (token: string, address: string, value: bigint) => {
      const res = await fetch(`${base}/sandbox/balances`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...AUTH },
        body: JSON.stringify({ chainId: 42161, token, address, amount: value.toString() }),
      });
      if (!res.ok) throw new Error(`funding: ${res.status} ${await res.text()}`);
    };
    for (const p of people) {
      await setBalance(zeroAddress, p.account.address, parseUnits('1', 18));
      await setBalance(p.token, p.account.address, p.amount);
    }

    const started = performance.now();
    const fillDeadline = started + FILL_WAIT_MS;
    const settled = await Promise.allSettled(
      people.map(async (p) => {
        const q = new URLSearchParams({
          integratorId: '0xf00d',
          originChainId: '42161',
          destinationChainId: '8453',
          inputToken: p.token,
          outputToken: zeroAddress,
          amount: p.amount.toString(),
          depositor: p.account.address,
          recipient: p.recipient,
        });
        const res = await fetch(`${base}/api/swap/approval?${q}`, { headers: AUTH });
        if (!res.ok) throw new Error(`swap/approval: ${res.status} ${await res.text()}`);
        const answer = (await res.json()) as Answer;
        const wallet = createWalletClient({
          account: p.account,
          chain: arb.chain,
          transport: http(arb.rpc),
        });
        const send = async (tx: { to: Hex; data: Hex; value?: string }) => {
          const call = {
            account: p.account,
            to: tx.to,
            data: tx.data,
            value: BigInt(tx.value ?? 0),
          };
          // A fifth more than the estimate, as wallets add: the estimate is made on the newest
          // block, and a swap mined in a later one may cost more (the pair's price accumulators).
          const gas = ((await arb.reader.estimateGas(call)) * 12n) / 10n;
          const hash = await wallet.sendTransaction({ ...call, gas });
          const receipt = await arb.reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
          if (receipt.status !== 'success') {
            throw new Error(`reverted: ${hash} (gas used ${receipt.gasUsed} of ${gas})`);
          }
          return receipt;
        };
        for (const a of answer.approvalTxns ?? []) await send(a);
        const { transactionHash } = await send(answer.swapTx);
        const mined = performance.now();
        const seen = await waitForFill(base, transactionHash, fillDeadline, AUTH);
        if (!seen) return { filled: false as const, before: p.token === ARB_USDT };
        const promised =
          answer.crossSwapType === 'bridgeableToAny'
            ? answer.expectedOutputAmount
            : answer.steps.bridge.outputAmount;
        const got = await baseChain.reader.getBalance({ address: p.recipient });
        return {
          filled: true as const,
          at: performance.now(),
          ms: performance.now() - mined,
          offQuote: got !== BigInt(promised),
          fallback: seen.actionsSucceeded === false,
        };
      }),
    );
    const errors = settled.flatMap((o) =>
      o.status === 'rejected'
        ? [o.reason instanceof Error ? o.reason.message : String(o.reason)]
        : [],
    );
    const outcomes = settled.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const fills = outcomes.flatMap((o) => (o.filled ? [o] : []));
    const missed = outcomes.flatMap((o) => (o.filled ? [] : [o]));
    // To the last fill seen, so a missed one does not stretch the rate to the wait's end.
    const allFilledMs = fills.length ? Math.max(...fills.map((o) => o.at)) - started : NaN;
    const sorted = fills.map((o) => o.ms).sort((a, b) => a - b);
    return {
      swaps: n,
      filled: fills.length,
      notFilled: missed.length,
      notFilledBeforeBridge: missed.filter((o) => o.before).length,
      failed: errors.length,
      ...(errors[0] !== undefined && { firstError: errors[0] }),
      allFilledMs,
      fillsPerMinute: (fills.length / allFilledMs) * 60_000,
      latencyMs: {
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        max: sorted.at(-1) ?? NaN,
      },
      offQuote: fills.filter((o) => o.offQuote).length,
      fallbacks: fills.filter((o) => o.fallback).length,
    };
  } finally {
    await stop();
  }
}
