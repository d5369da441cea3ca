// (i) Fills on the sandbox chains under load: `npm run service` with its Anvil nodes, N people
// funded by the balance control, each sending an approval and a deposit (USDC, Arbitrum → Base) as
// raw transactions at once; the clock runs 3,600× so the simulated fill time is a millisecond and
// what is measured is the service's own work: indexing the logs, the relayer's fill transaction,
// the indexer's record. The baseline is the same people's approvals alone: what the chain takes
// for one transaction each, in the same run.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  padHex,
  parseAbi,
  parseUnits,
  zeroAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { waitForFill } from './fill-wait';
import { quantile } from './quantile';
import { startSandboxService } from './sandbox-service';

/** A deposit not reported filled this long after the first was sent stops the part, saying so. */
const FILL_WAIT_MS = 180_000;

const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const ARB_SPOKE = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';
const deposit = parseAbi([
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
]);

export interface ChainFillsResult {
  deposits: number;
  /** First deposit sent → last fill recorded by the indexer. */
  allFilledMs: number;
  fillsPerMinute: number;
  /** Per deposit: its receipt → the service reports it filled. */
  latencyMs: { p50: number; p95: number; max: number };
  /** The approvals alone: N transactions through the same RPC, sent at once. */
  approvalsMs: number;
}

export async function chainFills(root: string, n = 40): Promise<ChainFillsResult> {
  const { base, stop } = await startSandboxService(root, { clockSpeed: 3600, name: 'fills' });
  try {
    const rpc = `${base}/sandbox/rpc/42161`;
    const chain = {
      id: 42161,
      name: 'sandbox',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc] } },
    } as const;
    const reader = createPublicClient({ chain, transport: http(rpc) });
    const amount = parseUnits('25', 6);
    const people = Array.from({ length: n }, () => privateKeyToAccount(generatePrivateKey()));
    const setBalance = (token: string, address: string, value: bigint) =>
      fetch(`${base}/sandbox/balances`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk_sandbox_full' },
        body: JSON.stringify({ chainId: 42161, token, address, amount: value.toString() }),
      });
    for (const p of people) {
      await setBalance(zeroAddress, p.address, parseUnits('1', 18));
      await setBalance(ARB_USDC, p.address, amount);
    }
    const wallets = people.map((account) =>
      createWalletClient({ account, chain, transport: http(rpc) }),
    );

    const approveStart = performance.now();
    await Promise.all(
      wallets.map(async (w) => {
        const hash = await w.sendTransaction({
          to: ARB_USDC,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [ARB_SPOKE, amount],
          }),
        });
        await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      }),
    );
    const approvalsMs = performance.now() - approveStart;

    const b32 = (a: Hex) => padHex(a, { size: 32 });
    const started = performance.now();
    const latencies = await Promise.all(
      wallets.map(async (w) => {
        const now = Math.floor(Date.now() / 1000);
        const hash = await w.writeContract({
          address: ARB_SPOKE,
          abi: deposit,
          functionName: 'deposit',
          args: [
            b32(w.account.address),
            b32(w.account.address),
            b32(ARB_USDC),
            b32(BASE_USDC),
            amount,
            amount - 20_000n,
            8453n,
            b32(zeroAddress),
            now,
            now + 3600,
            0,
            '0x',
          ],
        });
        await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
        const mined = performance.now();
        const fill = await waitForFill(base, hash, started + FILL_WAIT_MS, {
          authorization: 'Bearer sk_sandbox_full',
        });
        if (!fill)
          throw new Error(
            `deposit ${hash} was not reported filled within ${FILL_WAIT_MS / 1000} s`,
          );
        return performance.now() - mined;
      }),
    );
    const allFilledMs = performance.now() - started;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      deposits: n,
      allFilledMs,
      fillsPerMinute: (n / allFilledMs) * 60_000,
      latencyMs: { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1)! },
      approvalsMs,
    };
  } finally {
    await stop();
  }
}
