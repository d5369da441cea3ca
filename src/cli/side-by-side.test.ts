import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runSideBySide } from './side-by-side';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-side-by-side-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A node script that says `first`, leaves `mine`, waits for `theirs`, says `last` and exits. */
function waitsForTheOther(stage: string, mine: string, theirs: string, exit: number) {
  const script = `
    const fs = require('node:fs');
    console.log('${stage} first');
    fs.writeFileSync(${JSON.stringify(path.join(dir, mine))}, '');
    const wait = setInterval(() => {
      if (!fs.existsSync(${JSON.stringify(path.join(dir, theirs))})) return;
      clearInterval(wait);
      console.error('${stage} last');
      process.exitCode = ${exit};
    }, 10);`;
  return { stage, command: process.execPath, args: ['-e', script] };
}

it('runs the commands at once and keeps each one’s output whole, with its outcome', async () => {
  // Each waits for the other: run one after the other, neither would finish.
  const [a, b, missing] = await runSideBySide([
    waitsForTheOther('a', 'a', 'b', 0),
    waitsForTheOther('b', 'b', 'a', 3),
    { stage: 'c', command: 'ferry-no-such-command', args: [] },
  ]);
  expect(a).toMatchObject({ stage: 'a', ok: true, output: 'a first\na last\n' });
  expect(b).toMatchObject({ stage: 'b', ok: false, output: 'b first\nb last\n' });
  expect(missing).toMatchObject({ stage: 'c', ok: false });
  expect(missing!.output).toMatch(/ENOENT/);
});
