// The areas of the app that load as their own chunks, and the gzip size of each one's page
// chunks in dist (part (c) prints them beside what a browser really fetches, first-visit.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The areas that load as their own chunks, by the page components their chunks are named after. */
export const AREAS: Record<string, RegExp> = {
  'integrator dashboard':
    /^(Integrator|DepositAddress|CreateDepositAddress|Webhook|Fees)[A-Za-z]*-[\w-]+\.js$/,
  explorer: /^(ExplorerPage|DepositDetailPage)-[\w-]+\.js$/,
  history: /^HistoryPage-[\w-]+\.js$/,
  trackers: /^(TransfersPage|TransferDetailPage|DepositTrackerPage)-[\w-]+\.js$/,
};

/** gzip bytes of each area's own page chunks (shared chunks they also load are not counted). */
export function areaChunks(root: string): { area: string; files: number; gzipBytes: number }[] {
  const assets = path.join(root, 'dist', 'assets');
  const names = readdirSync(assets);
  return Object.entries(AREAS).map(([area, pattern]) => {
    const own = names.filter((n) => pattern.test(n));
    const gzipBytes = own.reduce(
      (n, f) => n + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length,
      0,
    );
    return { area, files: own.length, gzipBytes };
  });
}
