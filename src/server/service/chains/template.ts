// A new sandbox (a fresh DATA_DIR, a test's temporary folder) starts from chain states built once
// per install: every contract placed and the relayer funded, at genesis 2026-01-01 (any later
// service clock then simply continues from there). Building costs some 25 transactions a chain,
// seconds on two cores; copying the state files costs milliseconds. The template lives beside the
// installed Anvil under node_modules/.cache, keyed by everything that shapes it.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { manualClock } from '../../clock';
import type { Logger } from '../../logger';
import { anvilInstall } from './anvil';
import { STATE_WRITES } from './chain-state';
import { bootstrapChain, BOOTSTRAP_VERSION } from './bootstrap';
import { SandboxChain } from './chain';
import { multicall3Bytecode } from './contracts/generated/Multicall3';
import { spokePoolBytecode } from './contracts/generated/SpokePool';
import { sandboxTokenBytecode } from './contracts/generated/SandboxToken';
import { sandboxPermitTokenBytecode } from './contracts/generated/SandboxPermitToken';
import { sandboxUsdcBytecode } from './contracts/generated/SandboxUsdc';
import { spokePoolPeripheryBytecode } from './contracts/generated/SpokePoolPeriphery';
import { swapProxyBytecode } from './contracts/generated/SwapProxy';
import { uniswapV2FactoryBytecode } from './contracts/generated/UniswapV2Factory';
import { uniswapV2Router02Bytecode } from './contracts/generated/UniswapV2Router02';
import { poolsOn } from '../world/pools';
import { chainLayout, sandboxChainIds } from './layout';
import { startAnvil } from './node-supervisor';

export const TEMPLATE_GENESIS_MS = Date.UTC(2026, 0, 1);
/** A builder that has not finished in this long is taken to have died. */
const STALE_LOCK_MS = 120_000;

function templateDir(): string {
  const install = anvilInstall();
  const key = createHash('sha256')
    .update(
      JSON.stringify(
        {
          BOOTSTRAP_VERSION,
          STATE_WRITES,
          anvil: install.version,
          layouts: sandboxChainIds.map(chainLayout),
          code: [
            spokePoolBytecode,
            multicall3Bytecode,
            sandboxTokenBytecode,
            sandboxPermitTokenBytecode,
            sandboxUsdcBytecode,
            spokePoolPeripheryBytecode,
            swapProxyBytecode,
            uniswapV2FactoryBytecode,
            uniswapV2Router02Bytecode,
          ],
          // The DEX's pairs and their starting reserves.
          pools: sandboxChainIds.flatMap(poolsOn),
        },
        (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
      ),
    )
    .digest('hex')
    .slice(0, 16);
  // node_modules/@foundry-rs/anvil-<platform> → node_modules/.cache/ferry-chains/<key>
  return path.join(install.dir, '..', '..', '.cache', 'ferry-chains', key);
}

async function build(target: string, logger: Logger) {
  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(path.join(parent, 'build-'));
  const clock = manualClock(TEMPLATE_GENESIS_MS);
  const started = Date.now();
  const nodes = await Promise.all(
    sandboxChainIds.map((chainId) =>
      startAnvil({ chainId, dir: work, genesisTimestamp: TEMPLATE_GENESIS_MS / 1000 }),
    ),
  );
  try {
    // Written once, at the nodes' stop: a build cut short leaves no template (`work` is renamed
    // only once whole), so no write of the build needs to be on disk before the next.
    await Promise.all(
      nodes.map((n) => bootstrapChain(new SandboxChain(n, clock, { durable: false }))),
    );
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
  }
  for (const chainId of sandboxChainIds) rmSync(path.join(work, `${chainId}.log`), { force: true });
  if (existsSync(target)) rmSync(work, { recursive: true, force: true });
  else renameSync(work, target);
  logger.info({ ms: Date.now() - started, dir: target }, 'sandbox chains: template built');
}

/** Waits for another process's build, or builds it here; returns the template's folder. */
async function ready(logger: Logger): Promise<string> {
  const target = templateDir();
  const lock = `${target}.lock`;
  for (;;) {
    if (existsSync(target)) return target;
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      mkdirSync(lock);
    } catch {
      const age = Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs;
      if (!(age < STALE_LOCK_MS)) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!existsSync(target)) await build(target, logger);
      return target;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Gives every chain in `chainIds` without a state file in `dir` the template's state. */
export async function seedFromTemplate(dir: string, chainIds: readonly number[], logger: Logger) {
  const missing = chainIds.filter((id) => !existsSync(path.join(dir, `${id}.json`)));
  if (missing.length === 0) return;
  const template = await ready(logger);
  mkdirSync(dir, { recursive: true });
  for (const id of missing)
    copyFileSync(path.join(template, `${id}.json`), path.join(dir, `${id}.json`));
}
