// The sandbox chains keep their word under kill -9 (a deposit is filled or refunded exactly once,
// and nothing a wallet was told succeeded disappears): a real `npm run service` with its Anvil
// nodes is killed with SIGKILL, group and all, while people deposit, and started again on its data.
// The chains are then the truth the API must agree with. The longer run (three kills during 40
// deposits, a node killed mid-fill) is in `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runChainFaults } from './testing/chain-faults';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ferry-chain-faults-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a service killed with -9 while people deposit', () => {
  it('loses nothing a wallet saw, fills or refunds each deposit once and names no missing fill', async () => {
    const report = await runChainFaults({ root, dataDir, deposits: 20, kills: 1 });
    expect(report.kills).toBe(1);
    expect(report.acknowledged).toBeGreaterThanOrEqual(20);
    expect(report.lost).toEqual([]);
    expect(report.unsettled).toEqual([]);
    expect(report.double).toEqual([]);
    expect(report.fillWithoutDeposit).toEqual([]);
    expect(report.apiTxnNotOnChain).toEqual([]);
    expect(report.onChain).toBeGreaterThanOrEqual(report.acknowledged);
  }, 300_000);
});
