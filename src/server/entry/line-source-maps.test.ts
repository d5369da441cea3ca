// The server bundle's source maps are trimmed to line precision to spare the heap: a stack trace
// through the bundle must still name the TypeScript file and line the frame is in.
import { decode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineSourceMap } from './line-source-maps.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ferry-maps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles two small modules the way launch.js does; the bundle's code and its map. */
async function bundleTwoFiles() {
  writeFileSync(
    path.join(dir, 'helper.ts'),
    [
      'export function total(values: number[]): number {',
      '  const sum = values.reduce((a, b) => a + b, 0) + Math.max(...values) * 0;',
      '  return sum;',
      '}',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'entry.ts'),
    [
      "import { total } from './helper';",
      'export const answer = total([1, 2, 3]) + Number.parseInt("4", 10);',
    ].join('\n'),
  );
  const result = await build({
    entryPoints: [path.join(dir, 'entry.ts')],
    bundle: true,
    format: 'esm',
    sourcemap: 'external',
    sourcesContent: false,
    write: false,
    outdir: dir,
    logLevel: 'silent',
  });
  const text = (suffix: string) => result.outputFiles.find((f) => f.path.endsWith(suffix))!.text;
  return { code: text('.js'), map: text('.js.map') };
}

describe('lineSourceMap', () => {
  it('keeps every generated position on the original file and line it had', async () => {
    const { code, map } = await bundleTwoFiles();
    const full = new SourceMap(JSON.parse(map));
    const trimmed = new SourceMap(JSON.parse(lineSourceMap(map)));
    const lines = code.split('\n');
    let compared = 0;
    lines.forEach((line, l) => {
      for (let c = 0; c < line.length; c++) {
        const want = full.findEntry(l, c);
        if (!('originalLine' in want)) continue;
        const got = trimmed.findEntry(l, c);
        // Only positions on a line the full map starts mapping at or before this column.
        if (want.generatedLine !== l) continue;
        const place =
          'originalLine' in got ? { file: got.originalSource, line: got.originalLine } : null;
        expect(place).toEqual({
          file: want.originalSource,
          line: want.originalLine,
        });
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(50);
  });

  it('holds fewer segments than the map esbuild wrote', async () => {
    const { map } = await bundleTwoFiles();
    const count = (json: string) =>
      decode(JSON.parse(json).mappings as string).reduce((n, line) => n + line.length, 0);
    expect(count(lineSourceMap(map))).toBeLessThan(count(map) / 2);
  });
});
