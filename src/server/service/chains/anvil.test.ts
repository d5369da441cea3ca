// The Anvil process: what happens when the service that started a node dies without stopping it
// (kill -9 ends the parent, not its children). The next start finds the node by its pid file,
// has it write its state and stop, and resumes the chain from that state, so a transaction mined
// just before the crash is still there; a node whose service is gone stops by itself; and the
// binary is found through its npm package.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicClient, http, parseEther } from 'viem';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { anvilInstall, anvilPackage, isAlive, launchAnvil, stopWhenGone } from './anvil';
import { startAnvil, type AnvilNode } from './node-supervisor';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-anvil-'));
const started: AnvilNode[] = [];
afterAll(async () => {
  await Promise.all(started.map((n) => n.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('Anvil nodes', () => {
  it('come from the npm package for this platform', () => {
    expect(anvilPackage('linux', 'x64')).toBe('@foundry-rs/anvil-linux-amd64');
    expect(anvilPackage('darwin', 'arm64')).toBe('@foundry-rs/anvil-darwin-arm64');
    expect(anvilInstall().binary).toContain(`${anvilPackage()}/bin/anvil`);
  });

  it('a node left running by a killed service is stopped by the next start, which resumes its chain', async () => {
    const genesisTimestamp = Math.floor(Date.UTC(2026, 5, 1) / 1000);
    // A bare process, as a killed service leaves it: nobody supervises it any more.
    const first = await launchAnvil({ chainId: 8453, dir, genesisTimestamp });
    const client = createPublicClient({ transport: http(first.url) });
    const who = '0x00000000000000000000000000000000000000aa';
    await client.request({ method: 'anvil_setBalance', params: [who, '0x1'] } as never);
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          to: who,
          value: `0x${parseEther('1.5').toString(16)}`,
        },
      ],
    } as never)) as `0x${string}`;
    await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    // The service dies here: nothing calls stop(), and nobody has written the state since.
    const second = await startAnvil({ chainId: 8453, dir, genesisTimestamp });
    started.push(second);
    expect(isAlive(first.pid)).toBe(false);
    const resumed = createPublicClient({ transport: http(second.url) });
    expect(await resumed.getBalance({ address: who })).toBe(parseEther('1.5') + 1n);
    expect((await resumed.getTransactionReceipt({ hash })).status).toBe('success');
  });

  it('a node whose parent process is killed with -9 is stopped, having written its state', async () => {
    const genesisTimestamp = Math.floor(Date.UTC(2026, 5, 1) / 1000);
    const node = await launchAnvil({ chainId: 10, dir, genesisTimestamp });
    // A stand-in for the service: a process that would run for ever, then is killed.
    const parent = spawn('sleep', ['1000'], { stdio: 'ignore' });
    stopWhenGone(parent.pid!, [node.pid]);
    expect(isAlive(node.pid)).toBe(true);
    parent.kill('SIGKILL');
    await vi.waitFor(() => expect(isAlive(node.pid)).toBe(false), {
      timeout: 15_000,
      interval: 100,
    });
    // Its exit state, in a file of its own (a kill during that write spoils no other file).
    expect(existsSync(path.join(dir, '10.exit.json'))).toBe(true);
    const next = await startAnvil({ chainId: 10, dir, genesisTimestamp });
    started.push(next);
    expect(existsSync(path.join(dir, '10.json'))).toBe(true);
  });
});
