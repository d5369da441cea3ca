// (c) Bundle: gzip size of what the first page loads — the entry script of dist/index.html and
// every module it preloads — against the 250 KB budget (KB = 1,000 bytes). Builds first when
// dist/index.html is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 250_000;

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  files: BundleFile[];
  gzipTotal: number;
  builtAt: Date;
  rebuilt: boolean;
}

/** Entry script and modulepreload links of an index.html, in document order. */
export function firstPageScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g))
    out.push(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    out.push(m[1]!);
  return [...new Set(out)];
}

export function measureBundle(root: string): BundleReport {
  const dist = path.join(root, 'dist');
  const index = path.join(dist, 'index.html');
  let rebuilt = false;
  if (!existsSync(index)) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    rebuilt = true;
  }
  const html = readFileSync(index, 'utf8');
  const files = firstPageScripts(html).map((src) => {
    const bytes = readFileSync(path.join(dist, src.replace(/^\//, '')));
    return { file: src, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files,
    gzipTotal: files.reduce((n, f) => n + f.gzipBytes, 0),
    builtAt: statSync(index).mtime,
    rebuilt,
  };
}

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
