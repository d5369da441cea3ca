// A crash can leave a chain older than the database: a node killed before it wrote its newest
// blocks restarts on an older state file, while the service had already recorded deposits and
// fills from those blocks. Here that happens for real on Anvil: deposits are made, both chains'
// state files are copied aside, more deposits are made and filled, then the nodes are stopped,
// the old state files put back and everything restarted. Afterwards the API reports nothing that
// is not on chain, a deposit id the rolled-back chain hands out again shows its own depositor,
// and every deposit on chain ends filled exactly once.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { parseUnits, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { startTestService, type TestService } from '../testing/harness';
import { spokePoolAbi } from './contracts/generated/SpokePool';
import { chainLayout } from './layout';
import { startSandboxChains } from './sandbox-chains';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { ARB_SPOKE, readerAt } from './testing/sandbox-people';
import { depositFromScript } from './testing/script-deposit';

const SECOND = 1000;
const CHAINS = [42161, 8453];

const testChains = sandboxChainsForThisFile(CHAINS);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const reader = (chainId: number) => readerAt(chainId, rpcUrl(chainId));

function deposit(amount: string) {
  const { chains, clock } = testChains();
  return depositFromScript(chains.get(42161)!, rpcUrl(42161), clock.now(), {
    amount: parseUnits(amount, 6),
    outputAmount: parseUnits(amount, 6) - parseUnits('0.05', 6),
  });
}

async function lookUp(query: string) {
  const res = await t.fetch(`/api/deposit?integratorId=0xf00d&${query}`);
  return { status: res.status, deposit: ((await res.json()) as { deposit?: Row }).deposit };
}

interface Row {
  depositId: string;
  depositor: string;
  status: string;
  depositTxHash: Hex;
  fillTx: Hex | null;
}

/** Stops the service (keeping its database), then the nodes, and starts both again. */
async function restart(beforeNodesStart: () => void = () => undefined) {
  const tc = testChains();
  await t.close({ keepDatabase: true });
  await tc.chains.stop();
  beforeNodesStart();
  tc.chains = await startSandboxChains({
    dir: tc.dir,
    clock: tc.clock,
    logger: createLogger({ level: 'silent' }),
    chainIds: CHAINS,
  });
  t = await startTestService({ chains: tc.chains, clock: tc.clock, database: t.database });
}

const stateFile = (chainId: number, suffix = '') =>
  path.join(testChains().dir, `${chainId}.json${suffix}`);

async function receiptOn(chainId: number, hash: Hex | null) {
  if (!hash) return undefined;
  return reader(chainId)
    .getTransactionReceipt({ hash })
    .catch(() => undefined);
}

describe('after a chain rolls back to an older state file', () => {
  it('the service agrees with the chain: nothing lost kept, reused ids shown as theirs, each deposit filled once', async () => {
    const { clock } = testChains();
    // Filled before the snapshot.
    const kept = await deposit('20');
    await clock.advance(80 * SECOND);
    expect((await lookUp(`depositTxnRef=${kept.hash}`)).deposit?.status).toBe('filled');
    // Mined before the snapshot, filled after it: its fill is what the rollback takes.
    const refilled = await deposit('21');

    await restart();
    for (const id of CHAINS) copyFileSync(stateFile(id), stateFile(id, '.aside'));

    await clock.advance(80 * SECOND);
    expect((await lookUp(`depositTxnRef=${refilled.hash}`)).deposit?.status).toBe('filled');
    const lost = [await deposit('22'), await deposit('23')];
    await clock.advance(80 * SECOND);
    for (const d of lost) {
      expect((await lookUp(`depositTxnRef=${d.hash}`)).deposit?.status).toBe('filled');
    }
    // Indexed, not filled yet.
    const lostUnfilled = await deposit('24');
    await clock.advance(16 * SECOND);
    expect((await lookUp(`depositTxnRef=${lostUnfilled.hash}`)).status).toBe(200);

    // The crash: both nodes come back on the state files copied aside.
    await restart(() => {
      for (const id of CHAINS) copyFileSync(stateFile(id, '.aside'), stateFile(id));
    });
    for (const d of [...lost, lostUnfilled]) {
      expect(await receiptOn(42161, d.hash)).toBeUndefined();
      expect((await lookUp(`depositTxnRef=${d.hash}`)).status).toBe(404);
    }

    // The rolled-back spoke pool hands out the first lost deposit's id again, to someone else.
    const reused = await deposit('25');
    expect(reused.depositId).toBe(lost[0]!.depositId);
    await clock.advance(80 * SECOND);
    const byId = await lookUp(`originChainId=42161&depositId=${reused.depositId}`);
    expect(byId.deposit).toMatchObject({
      depositor: reused.depositor,
      depositTxHash: reused.hash,
      status: 'filled',
    });

    // Every deposit the API lists is on chain, and so is every fill it reports.
    const listed: { depositTxnRef: Hex }[] = [];
    for (const d of [kept, refilled, ...lost, lostUnfilled, reused]) {
      const res = await t.fetch(`/api/deposits?integratorId=0xf00d&depositor=${d.depositor}`);
      listed.push(...((await res.json()) as { depositTxnRef: Hex }[]));
    }
    expect(listed.map((r) => r.depositTxnRef).sort()).toEqual(
      [kept.hash, refilled.hash, reused.hash].sort(),
    );
    for (const d of [kept, refilled, reused]) {
      const row = (await lookUp(`depositTxnRef=${d.hash}`)).deposit!;
      expect(row.status).toBe('filled');
      expect((await receiptOn(8453, row.fillTx))?.status).toBe('success');
    }

    // On chain: every deposit filled exactly once, and no fill without its deposit.
    const deposits = await reader(42161).getContractEvents({
      address: ARB_SPOKE,
      abi: spokePoolAbi,
      eventName: 'FundsDeposited',
      fromBlock: 0n,
    });
    const fills = await reader(8453).getContractEvents({
      address: chainLayout(8453).spokePool,
      abi: spokePoolAbi,
      eventName: 'FilledRelay',
      fromBlock: 0n,
    });
    const key = (id: bigint, depositor: Hex) => `${id}:${depositor.toLowerCase()}`;
    const filled = fills.map((f) => key(f.args.depositId!, f.args.depositor!));
    const made = deposits.map((d) => key(d.args.depositId!, d.args.depositor!));
    expect(made).toHaveLength(3);
    expect(filled.sort()).toEqual(made.sort());
  }, 240_000);
});
