// (m) Chain faults: the longer run of src/server/service/chains/service-crash.test.ts. Three kill -9
// of the whole service (its Anvil nodes with it) during 40 deposits, and the destination chain's
// node killed alone once while fills are due; afterwards the chains and the API must agree:
// 0 lost, 0 unsettled, 0 double, 0 fill without deposit, 0 API reference to a missing transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runChainFaults } from '../src/server/service/chains/testing/chain-faults';
import { table } from './table';

export async function chainFaults(root: string) {
  const deposits = 40;
  const kills = 3;
  console.log(
    `\n(m) Chain faults — ${kills} kill -9 of the service and its nodes during ${deposits} deposits, and the destination node killed once mid-fill; then the chains are compared with the API`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-faults-'));
  const started = performance.now();
  try {
    const r = await runChainFaults({ root, dataDir, deposits, kills, killNodeMidFill: true });
    const ok = (list: string[]) => (list.length === 0 ? '0 ✓' : `${list.length} ✗ ${list[0]}`);
    console.log(
      table(
        ['what', 'figure'],
        [
          ['kills of the whole service', String(r.kills)],
          ['deposits a wallet saw mined', String(r.acknowledged)],
          ['deposits on chain afterwards', String(r.onChain)],
          ['lost (seen mined, gone from the chain)', ok(r.lost)],
          ['not filled nor refunded in the end', ok(r.unsettled)],
          ['filled or refunded more than once', ok(r.double)],
          ['fills with no deposit behind them', ok(r.fillWithoutDeposit)],
          ['API references to a transaction no chain has', ok(r.apiTxnNotOnChain)],
          ['whole run', `${Math.round((performance.now() - started) / 1000)} s`],
        ],
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
