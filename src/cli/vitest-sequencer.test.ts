import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import EnvironmentGroupedSequencer from './vitest-sequencer';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-sequencer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const project = {
  name: '',
  config: { environment: 'node', isolate: false, sequence: { groupOrder: 0 } },
};

/** A test file of `bytes` bytes; Vitest's own order runs larger files first. */
function file(name: string, bytes: number, environment?: string): TestSpecification {
  const docblock = environment ? `// @vitest-environment ${environment}\n` : '';
  const moduleId = path.join(dir, name);
  writeFileSync(moduleId, docblock.padEnd(bytes, ' '));
  return { moduleId, project } as unknown as TestSpecification;
}

const sequencer = new EnvironmentGroupedSequencer({
  config: { root: dir },
  cache: {
    getFileTestResults: () => undefined,
    getFileStats: (key: string) => ({ size: Number(/(\d+)\.test/.exec(key)?.[1]) }),
  },
} as unknown as Vitest);

it('keeps the files of one environment together, each group in Vitest’s order', async () => {
  const files = [
    file('a-900.test.ts', 900),
    file('b-800.test.tsx', 800, 'jsdom'),
    file('c-700.test.ts', 700, 'node'),
    file('d-600.test.tsx', 600, 'jsdom'),
    file('e-500.test.ts', 500),
  ];
  const sorted = await sequencer.sort(files);
  expect(sorted.map((s) => path.basename(s.moduleId))).toEqual([
    'a-900.test.ts',
    'c-700.test.ts',
    'e-500.test.ts',
    'b-800.test.tsx',
    'd-600.test.tsx',
  ]);
});
