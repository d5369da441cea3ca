// `npm start` rebuilds a stale web app with Vite, a dev dependency; an install without them
// (`npm ci --omit=dev`) serves the dist/ it was given, or says how to get one.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildIfStale } from './build-if-stale';

let dir: string;
let dist: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ferry-dist-'));
  dist = path.join(dir, 'dist');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A build made at `at` (epoch s): 0 is older than every source, the far future newer. dist/
 * and, beside it, the server entry, unless `withServerEntry` is false (a build of before).
 */
function distBuiltAt(at: number, withServerEntry = true) {
  mkdirSync(dist, { recursive: true });
  mkdirSync(path.join(dir, 'dist-server'), { recursive: true });
  const files = [path.join(dist, 'index.html')];
  if (withServerEntry) files.push(path.join(dir, 'dist-server', 'render-page.js'));
  for (const file of files) {
    writeFileSync(file, '');
    utimesSync(file, at, at);
  }
}
const FUTURE = 4_102_444_800; // 2100-01-01

describe('buildIfStale', () => {
  it('leaves a dist/ newer than the sources alone', () => {
    distBuiltAt(FUTURE);
    const build = vi.fn();
    buildIfStale(dist, { viteInstalled: true, build });
    expect(build).not.toHaveBeenCalled();
  });

  it('rebuilds a dist/ that has no server entry beside it, however new', () => {
    distBuiltAt(FUTURE, false);
    const build = vi.fn();
    buildIfStale(dist, { viteInstalled: true, build });
    expect(build).toHaveBeenCalledOnce();
  });

  it('rebuilds a stale dist/ when Vite is installed', () => {
    distBuiltAt(0);
    const build = vi.fn();
    buildIfStale(dist, { viteInstalled: true, build });
    expect(build).toHaveBeenCalledOnce();
  });

  it('without Vite, serves a stale dist/ as it is and says how to update it', () => {
    distBuiltAt(0);
    const build = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    buildIfStale(dist, { viteInstalled: false, build });
    expect(build).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('copy dist/ here'));
    warn.mockRestore();
  });

  it('without Vite and without a dist/, stops with what to do', () => {
    const build = vi.fn();
    expect(() => buildIfStale(dist, { viteInstalled: false, build })).toThrow(
      /no Vite to build it \(npm ci --omit=dev\): run `npm run build` where the dev dependencies are installed/,
    );
    expect(build).not.toHaveBeenCalled();
  });
});
