// What writing a sandbox chain's state costs (chains/chain-state.ts): anvil_dumpState, the
// atomic write (temporary file, fsync, rename) and the file's size, on Arbitrum from the template
// and again after `deposits` USDC deposits (approve once, then deposit after deposit, straight to
// the node). Run alone: `npx tsx bench/chain-state-dump.ts [deposits]`.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  padHex,
  parseAbi,
  parseEther,
  parseUnits,
  zeroAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { arbitrum } from 'viem/chains';
import { createLogger } from '../src/server/logger';
import { admin } from '../src/server/service/chains/accounts';
import { dumpState, writeFileAtomically } from '../src/server/service/chains/chain-state';
import { startAnvil } from '../src/server/service/chains/node-supervisor';
import { seedFromTemplate } from '../src/server/service/chains/template';

const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const ARB_SPOKE = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const spoke = parseAbi([
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
]);
const mint = parseAbi(['function mint(address to, uint256 amount)']);

export interface DumpCost {
  blocks: bigint;
  /** Median of 5: anvil_dumpState answered and unpacked. */
  dumpMs: number;
  /** Median of 5: the same, plus the atomic write. */
  writeMs: number;
  bytes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function cost(url: string, file: string): Promise<DumpCost> {
  const dumps: number[] = [];
  const writes: number[] = [];
  let blocks = 0n;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const { json, block } = await dumpState(url);
    const t1 = performance.now();
    await writeFileAtomically(file, json);
    writes.push(performance.now() - t0);
    dumps.push(t1 - t0);
    blocks = block;
  }
  return { blocks, dumpMs: median(dumps), writeMs: median(writes), bytes: statSync(file).size };
}

export async function chainStateDump(deposits = 100) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-state-'));
  const logger = createLogger({ level: 'warn' });
  await seedFromTemplate(dir, [42161], logger);
  const node = await startAnvil({ chainId: 42161, dir, genesisTimestamp: 0 });
  const file = path.join(dir, 'bench.json');
  try {
    const template = await cost(node.url, file);
    const transport = http(node.url);
    const reader = createPublicClient({ chain: arbitrum, transport });
    const person = privateKeyToAccount(generatePrivateKey());
    const wallet = createWalletClient({ chain: arbitrum, transport, account: person });
    await reader.request({
      method: 'anvil_setBalance',
      params: [person.address, `0x${parseEther('10').toString(16)}`],
    } as never);
    const amount = parseUnits('10', 6);
    const minter = createWalletClient({ chain: arbitrum, transport, account: admin });
    const wait = (hash: Hex) => reader.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    await wait(
      await minter.writeContract({
        address: ARB_USDC,
        abi: mint,
        functionName: 'mint',
        args: [person.address, amount * BigInt(deposits)],
      }),
    );
    await wait(
      await wallet.writeContract({
        address: ARB_USDC,
        abi: erc20Abi,
        functionName: 'approve',
        args: [ARB_SPOKE, maxUint256],
      }),
    );
    const b32 = (a: Hex) => padHex(a, { size: 32 });
    for (let i = 0; i < deposits; i++) {
      const { timestamp } = await reader.getBlock();
      const now = Number(timestamp);
      await wait(
        await wallet.writeContract({
          address: ARB_SPOKE,
          abi: spoke,
          functionName: 'deposit',
          args: [
            b32(person.address),
            b32(person.address),
            b32(ARB_USDC),
            b32(BASE_USDC),
            amount,
            amount - 10_000n,
            8453n,
            b32(zeroAddress),
            now,
            now + 4 * 3600,
            0,
            '0x',
          ],
          gas: 300_000n,
        }),
      );
    }
    const after = await cost(node.url, file);
    return { template, after, deposits };
  } finally {
    await node.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await chainStateDump(Number(process.argv[2] ?? 100));
  const row = (name: string, c: DumpCost) =>
    `${name}: ${c.blocks} blocks, ${(c.bytes / 1e6).toFixed(2)} MB, dump ${c.dumpMs.toFixed(0)} ms, dump + atomic write ${c.writeMs.toFixed(0)} ms`;
  console.log(row('template', r.template));
  console.log(row(`after ${r.deposits} deposits`, r.after));
}
