// Two e2e servers bundle the server at once: one's cleanup must neither fail on nor remove the
// other's files (a run failed with ENOENT on another build's `chunk-….mjs.map.<pid>`).
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleChunks } from './stale-chunks.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const started = Date.UTC(2026, 11, 2, 12);
const file = (name: string, ageMs: number) => {
  writeFileSync(path.join(dir, name), '');
  const at = (started - ageMs) / 1000;
  utimesSync(path.join(dir, name), at, at);
};

describe('removeStaleChunks', () => {
  it('removes chunks no entry imports once an hour old, and nothing else', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ferry-chunks-'));
    file('chunk-OLD.mjs', 2 * HOUR);
    file('chunk-OLD.mjs.map', 2 * HOUR);
    file('chunk-RECENT.mjs', 10_000);
    file('chunk-MINE.mjs', 2 * HOUR);
    // Another build's file being written: listed now, renamed away before it is read.
    file('chunk-OTHER.mjs.map.31467', 2 * HOUR);
    file('server.mjs', 2 * HOUR);
    removeStaleChunks(dir, new Set(['chunk-MINE.mjs', 'server.mjs']), started);
    expect(readdirSync(dir).sort()).toEqual([
      'chunk-MINE.mjs',
      'chunk-OTHER.mjs.map.31467',
      'chunk-RECENT.mjs',
      'server.mjs',
    ]);
  });
});
