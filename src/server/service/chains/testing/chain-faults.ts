// The chain-fault run: `npm run service` in a process group of its own (its Anvil nodes are in the
// same group), people sending approvals and deposits to it through /sandbox/rpc, and the whole
// group killed with SIGKILL while they do (a machine losing power), then started again on the
// same data directory. Afterwards the chains are read as the truth and compared with what the API
// says: nothing a wallet saw mined may be gone, every deposit on chain must end filled exactly
// once or refunded exactly once, and the API may name no fill that is not on chain. Used by the
// short run in service-crash.test.ts and the longer one in `npm run bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  padHex,
  parseUnits,
  zeroAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort } from '../anvil';
import { spokePoolAbi } from '../contracts/generated/SpokePool';
import {
  DESTINATION,
  KEY,
  ORIGIN,
  reader,
  sandboxChain,
  settleAndCompare,
  type ChainFaultsReport,
} from './chain-faults-compare';

export type { ChainFaultsReport };
import { chainLayout } from '../layout';
import { tokensOn } from '../../world/tokens';

function findUsdc(chainId: number): Hex {
  const usdc = tokensOn(chainId).find((t) => t.symbol === 'USDC');
  if (!usdc) throw new Error(`no USDC on chain ${chainId}`);
  return usdc.address;
}

export interface ChainFaultsOptions {
  /** The repository's root (where `npm run service` runs). */
  root: string;
  /** An empty folder for the service's DATA_DIR. */
  dataDir: string;
  deposits: number;
  /** kill -9 of the whole service (nodes included) this many times, spread over the deposits. */
  kills: number;
  /** Also kill -9 the destination chain's node alone once, while fills are due. */
  killNodeMidFill?: boolean;
  /** How many people send at once. */
  concurrency?: number;
  /** How long the deposits may take to settle after the last one, real milliseconds. */
  settleMs?: number;
}

interface Running {
  child: ChildProcess;
  base: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startService(root: string, dataDir: string, port: number): Promise<Running> {
  const log = openSync(path.join(dataDir, 'service.log'), 'a');
  // Its own process group: SIGKILL to the group ends the service and its nodes at once.
  const child = spawn(process.execPath, ['src/server/entry/launch.js', 'service'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SERVICE_PORT: String(port),
      LOG_LEVEL: 'warn',
      // A simulated fill takes milliseconds; a refund after a missed deadline follows in seconds.
      SERVICE_CLOCK_SPEED: '600',
    },
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      const tail = readFileSync(path.join(dataDir, 'service.log'), 'utf8').slice(-2000);
      throw new Error(`npm run service exited (${child.exitCode}):\n${tail}`);
    }
    if (i > 1800) throw new Error('npm run service did not answer in 180 s');
    const up = await fetch(`${base}/v1/quotes/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base };
    await sleep(100);
  }
}

function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function stopGroup(child: ChildProcess) {
  const alive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-child.pid!, 'SIGTERM');
  for (let i = 0; i < 200 && alive(); i++) await sleep(50);
  if (alive()) killGroup(child);
}

export async function runChainFaults(opts: ChainFaultsOptions): Promise<ChainFaultsReport> {
  const port = await freePort();
  let running = await startService(opts.root, opts.dataDir, port);
  // Every service started, so none outlives the run, and every kill scheduled, to wait for.
  const started = [running.child];
  const scheduled: Promise<unknown>[] = [];
  const base = running.base;
  const usdcIn = findUsdc(ORIGIN);
  const usdcOut = findUsdc(DESTINATION);
  const spokePool = chainLayout(ORIGIN).spokePool;
  const amount = parseUnits('25', 6);
  const b32 = (a: Hex) => padHex(a, { size: 32 });
  const people = Array.from({ length: opts.deposits }, () =>
    privateKeyToAccount(generatePrivateKey()),
  );
  const acknowledged: Hex[] = [];
  let kills = 0;
  let restarting: Promise<void> | undefined;

  /** Waits while the service is being started again; true once it responds. */
  const serviceUp = async () => {
    while (restarting) await restarting;
  };

  const restart = (killNodeOnly = false) => {
    restarting ??= (async () => {
      if (killNodeOnly) {
        // The pid file holds {"pid", "port"} (anvil.ts).
        const { pid } = JSON.parse(
          readFileSync(path.join(opts.dataDir, 'chains', `${DESTINATION}.pid`), 'utf8'),
        ) as { pid: number };
        process.kill(pid, 'SIGKILL');
      } else {
        killGroup(running.child);
        kills++;
        await sleep(200);
        running = await startService(opts.root, opts.dataDir, port);
        started.push(running.child);
      }
    })().finally(() => (restarting = undefined));
    return restarting;
  };

  try {
    for (const p of people) {
      for (const [token, value] of [
        [zeroAddress, parseUnits('1', 18)],
        [usdcIn, amount * 3n],
      ] as const) {
        const res = await fetch(`${base}/sandbox/balances`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
          body: JSON.stringify({
            chainId: ORIGIN,
            token,
            address: p.address,
            amount: String(value),
          }),
        });
        if (!res.ok) throw new Error(`funding failed: ${res.status} ${await res.text()}`);
      }
    }

    // Kill points: after these many acknowledged deposits, spread evenly.
    const killAt = Array.from({ length: opts.kills }, (_, i) =>
      Math.max(1, Math.floor(((i + 1) * opts.deposits) / (opts.kills + 1))),
    );
    const nodeKillAt = opts.killNodeMidFill ? Math.floor(opts.deposits / 2) + 1 : -1;

    const sendOne = async (index: number) => {
      const account = people[index]!;
      for (let attempt = 0; attempt < 6; attempt++) {
        await serviceUp();
        const wallet = createWalletClient({
          account,
          chain: sandboxChain(base, ORIGIN),
          transport: http(`${base}/sandbox/rpc/${ORIGIN}`, { retryCount: 0 }),
        });
        const chain = reader(base, ORIGIN);
        try {
          const approval = await wallet.sendTransaction({
            to: usdcIn,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [spokePool, amount],
            }),
          });
          await chain.waitForTransactionReceipt({
            hash: approval,
            pollingInterval: 20,
            timeout: 20_000,
          });
          const now = Math.floor(Date.now() / 1000);
          const hash = await wallet.writeContract({
            address: spokePool,
            abi: spokePoolAbi,
            functionName: 'deposit',
            args: [
              b32(account.address),
              b32(account.address),
              b32(usdcIn),
              b32(usdcOut),
              amount,
              amount - 20_000n,
              BigInt(DESTINATION),
              b32(zeroAddress),
              now,
              now + 3600,
              0,
              '0x',
            ],
          });
          const receipt = await chain.waitForTransactionReceipt({
            hash,
            pollingInterval: 20,
            timeout: 20_000,
          });
          if (receipt.status !== 'success') throw new Error(`deposit reverted: ${hash}`);
          acknowledged.push(hash);
          const count = acknowledged.length;
          if (killAt.includes(count)) {
            // Somewhere in the next moments, not exactly at the acknowledgement.
            scheduled.push(sleep(Math.floor(Math.random() * 300)).then(() => restart()));
          }
          if (count === nodeKillAt) scheduled.push(restart(true));
          return;
        } catch {
          // The service or a node went away mid-send: send again once it is back.
          await sleep(200);
        }
      }
    };

    const concurrency = opts.concurrency ?? 4;
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < people.length) await sendOne(next++);
      }),
    );
    // A kill scheduled by one of the last deposits happens before the comparison, not after it.
    await Promise.allSettled(scheduled);
    await serviceUp();
    return await settleAndCompare(base, acknowledged, kills, opts.settleMs ?? 60_000);
  } finally {
    await Promise.allSettled(scheduled);
    await serviceUp().catch(() => undefined);
    await Promise.all(started.map((child) => stopGroup(child)));
  }
}
