// Chunks of earlier server bundles that no entry imports any more, removed once an hour old, so
// a build running beside this one (the e2e servers start two) keeps what its process may still
// load. Only finished chunks count: another build's file still being written (`….<pid>`) may be
// renamed away between listing the folder and reading it.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const CHUNK = /^chunk-[^.]+\.mjs(\.map)?$/;

/**
 * @param {string} dir the bundle's folder
 * @param {Set<string>} written file names this build wrote
 * @param {number} started when this build started (ms)
 */
export function removeStaleChunks(dir, written, started) {
  for (const file of readdirSync(dir)) {
    if (!CHUNK.test(file) || written.has(file)) continue;
    const full = path.join(dir, file);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (stats && stats.mtimeMs < started - 3_600_000) rmSync(full, { force: true });
  }
}
