// (c) Bundle: gzip size of what the first page loads — the entry script of dist/index.html and
// every module it preloads — against the 250 KB budget (KB = 1,000 bytes). Builds first when
// dist/index.html is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
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
