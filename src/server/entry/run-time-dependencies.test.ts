// A checkout installed with `npm ci --omit=dev` still runs `npm start`: every package the
// server's bundle holds or loads, and esbuild, which builds it at start, is one that install
// keeps (package-lock.json marks what it leaves out "dev"). What the code finds only at run time
// by name (Anvil's platform package) is not in the import graph, and not checked here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

describe('the packages npm start loads', () => {
  it('are all kept by npm ci --omit=dev', () => {
    const listed = spawnSync(process.execPath, ['src/server/entry/launch.js', '--packages'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(listed.stderr).toBe('');
    const folders = JSON.parse(listed.stdout) as string[];
    // The graph was read: the server's own libraries are in it.
    expect(folders).toEqual(expect.arrayContaining(['node_modules/hono', 'node_modules/esbuild']));
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    expect(folders.filter((folder) => lock.packages[folder]?.dev)).toEqual([]);
  });
});
