// A chain's state file under crashes: a writer killed mid-write leaves the previous file whole and
// loadable; a node's exit state cut short by a kill is ignored, a whole newer one is kept; and
// persisted() writes what was mined and says up to which block the file holds it; the template's
// build (a chain that is not durable) writes it once, at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicClient, http } from 'viem';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger';
import { manualClock } from '../../clock';
import { SandboxChain } from './chain';
import { adoptExitState, stateFileBlock } from './chain-state';
import { startAnvil, type AnvilNode } from './node-supervisor';
import { seedFromTemplate } from './template';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-state-'));
const started: AnvilNode[] = [];
afterAll(async () => {
  await Promise.all(started.map((n) => n.stop()));
  rmSync(dir, { recursive: true, force: true });
});
const genesisTimestamp = Math.floor(Date.UTC(2026, 5, 1) / 1000);
const logger = createLogger({ level: 'silent' });

/** Runs writeFileAtomically(file, 256 MB) in another process, killed with -9 mid-write. */
async function killedWhileWriting(file: string) {
  const module = path.join(import.meta.dirname, 'chain-state.ts');
  const script =
    `const { writeFileAtomically } = await import(${JSON.stringify(module)});` +
    `await writeFileAtomically(${JSON.stringify(file)}, Buffer.alloc(256 * 1024 * 1024, 120));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const temporary = () => readdirSync(path.dirname(file)).some((f) => f.endsWith('.tmp'));
  await vi.waitFor(() => expect(temporary()).toBe(true), { timeout: 30_000, interval: 1 });
  child.kill('SIGKILL');
  await exited;
}

describe('a chain state file', () => {
  it('survives its writer being killed mid-write: the previous state is still whole and loads', async () => {
    const own = path.join(dir, 'killed');
    await seedFromTemplate(own, [8453], logger);
    const file = path.join(own, '8453.json');
    const before = stateFileBlock(file);
    expect(before).toBeGreaterThan(0n);

    await killedWhileWriting(file);

    expect(stateFileBlock(file)).toBe(before);
    const node = await startAnvil({ chainId: 8453, dir: own, genesisTimestamp });
    started.push(node);
    const client = createPublicClient({ transport: http(node.url) });
    expect(await client.getBlockNumber()).toBe(before);
  });

  it('keeps a node’s exit state only when it is whole and no older', () => {
    const own = mkdtempSync(path.join(dir, 'exit-'));
    const file = path.join(own, '1.json');
    const exit = path.join(own, '1.exit.json');
    const state = (block: number) => JSON.stringify({ block: {}, best_block_number: block });
    writeFileSync(file, state(10));
    writeFileSync(exit, state(12).slice(0, 30)); // cut short by a kill
    adoptExitState(file, exit);
    expect(stateFileBlock(file)).toBe(10n);
    expect(readdirSync(own)).toEqual(['1.json']);

    writeFileSync(exit, state(12));
    adoptExitState(file, exit);
    expect(stateFileBlock(file)).toBe(12n);

    writeFileSync(exit, state(11));
    adoptExitState(file, exit);
    expect(stateFileBlock(file)).toBe(12n);
  });

  it('is written by persisted() with what was mined, once for requests made together', async () => {
    const own = path.join(dir, 'persisted');
    await seedFromTemplate(own, [10], logger);
    const node = await startAnvil({ chainId: 10, dir: own, genesisTimestamp });
    started.push(node);
    const client = createPublicClient({ transport: http(node.url) });
    const start = await client.getBlockNumber();
    expect(await node.persisted()).toBe(start);
    await client.request({ method: 'anvil_mine', params: ['0x3'] } as never);

    const blocks = await Promise.all([node.persisted(), node.persisted(), node.persisted()]);
    expect(blocks).toEqual([start + 3n, start + 3n, start + 3n]);
    expect(stateFileBlock(path.join(own, '10.json'))).toBe(start + 3n);
    expect(node.persistedBlock).toBe(start + 3n);
  });

  it('waits for every write of a durable chain, and for none of the template build’s', async () => {
    const own = path.join(dir, 'durable');
    await seedFromTemplate(own, [137], logger);
    const node = await startAnvil({ chainId: 137, dir: own, genesisTimestamp });
    const clock = manualClock(Date.UTC(2026, 5, 2));
    const file = path.join(own, '137.json');
    const before = stateFileBlock(file)!;

    const building = new SandboxChain(node, clock, { durable: false });
    await building.write(() => building.test.mine({ blocks: 1 }));
    expect(stateFileBlock(file)).toBe(before);

    const durable = new SandboxChain(node, clock);
    await durable.write(() => durable.test.mine({ blocks: 1 }));
    expect(stateFileBlock(file)).toBe(before + 2n);

    await building.write(() => building.test.mine({ blocks: 1 }));
    await node.stop();
    // The stop writes what the build mined.
    expect(stateFileBlock(file)).toBe(before + 3n);
    building.dispose();
    durable.dispose();
  });
});
