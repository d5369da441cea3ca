// The parts that run Ferry as a person does (`npm start`) and open it in a browser: (c) what a
// first visit fetches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { areaChunks } from './bundle';
import { startFerry } from './ferry-start';
import {
  FIRST_VISIT_BUDGET_BYTES,
  firstVisits,
  makeTransfer,
  sum,
  type PageToVisit,
  type PageVisit,
} from './first-visit';
import { fixed, int, kb, table, verdict } from './table';

interface Parts {
  firstVisit: boolean;
}

export async function browserParts(root: string, parts: Parts) {
  console.log(
    '\n`npm start` on free loopback ports, a new data folder (it builds the app first when the sources changed)',
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-start-'));
  try {
    const ferry = await startFerry(root, dataDir);
    try {
      if (parts.firstVisit) await browse(root, ferry.base, parts);
    } finally {
      await ferry.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function browse(root: string, base: string, parts: Parts) {
  const orderId = await makeTransfer(base);
  const pages: PageToVisit[] = [
    { name: 'bridge', path: '/' },
    { name: 'explorer', path: '/explorer' },
    { name: 'integrator', path: '/integrator' },
    { name: 'tracker', path: `/transfers/${orderId}` },
  ];
  if (parts.firstVisit) printFirstVisits(root, await firstVisits(base, pages));
}

const shown = (p: PageToVisit) =>
  p.path.startsWith('/transfers/') ? '/transfers/{orderId}' : p.path;

function printFirstVisits(root: string, visits: PageVisit[]) {
  console.log(
    '\n(c) First visit — each page once in Debian Chromium (390 px wide), a fresh profile, no interaction; every script fetched until the network is idle 1 s (event streams apart)',
  );
  console.log(
    table(
      ['page', 'scripts', 'gzip -9', 'brotli', 'on the wire', 'sent uncompressed', 'idle after'],
      visits.map((v) => [
        shown(v),
        v.scripts.length,
        kb(sum(v.scripts, 'gzipBytes')),
        kb(sum(v.scripts, 'brotliBytes')),
        kb(sum(v.scripts, 'wireBytes')),
        v.scripts.filter((s) => !s.encoding).length,
        `${int(v.loadedMs)} ms${v.capped ? ' (never idle: stopped)' : ''}`,
      ]),
    ),
  );
  const first = visits[0]!;
  console.log(`Scripts of the first visit to ${first.path}, largest first:`);
  console.log(
    table(
      ['script', 'encoding', 'on the wire', 'gzip -9', 'brotli'],
      [...first.scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((s) => [
          s.url,
          s.encoding ?? 'none',
          kb(s.wireBytes),
          kb(s.gzipBytes),
          kb(s.brotliBytes),
        ]),
    ),
  );
  const gzip = sum(first.scripts, 'gzipBytes');
  // A script that no coding makes smaller is rightly sent as it is (the build keeps no copy).
  const asIs = first.scripts.filter((s) => !s.encoding);
  const uncompressed = asIs.filter((s) => s.brotliBytes < s.bytes || s.gzipBytes < s.bytes).length;
  const smallest = asIs.length - uncompressed;
  console.log(
    `budget: first visit to / ≤ ${kb(FIRST_VISIT_BUDGET_BYTES)} of scripts as gzip, every one compressed on the wire — ` +
      `${kb(gzip)} (${fixed(gzip / FIRST_VISIT_BUDGET_BYTES)} of budget), ${first.scripts.length - asIs.length} of ${first.scripts.length} compressed` +
      (smallest > 0 ? ` (${smallest} smaller as it is than in any coding)` : '') +
      ' — ' +
      verdict(gzip <= FIRST_VISIT_BUDGET_BYTES && uncompressed === 0),
  );
  console.log('Areas split from the first page (their own page chunks in dist, gzip):');
  console.log(
    table(
      ['area', 'chunks', 'gzip'],
      areaChunks(root).map((a) => [a.area, a.files, kb(a.gzipBytes)]),
    ),
  );
}
