// Lint keeps the browser's layers apart (eslint.config.js, boundary zones): features share
// through src/lib and src/components, and those never reach up into a feature, the app or the
// server.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function crossings(file: string, importPath: string): Promise<string[]> {
  const code = `import { x } from '${importPath}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'ferry/import-boundaries')
    .map((m) => m.message);
}

describe('the shared layer', () => {
  it('refuses a feature importing another feature', async () => {
    expect(await crossings('src/features/history/x.ts', '../transfers/recent-transfers')).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
  });

  it('refuses src/lib and src/components reaching into a feature, the app or the server', async () => {
    const shared = expect.stringContaining('The shared layer serves the features and the app');
    const server = expect.stringContaining('Browser code reaches the server over HTTP');
    expect(await crossings('src/lib/x.ts', '../features/explorer/deposit-row')).toEqual([shared]);
    expect(await crossings('src/components/ui/x.tsx', '../../features/bridge/x')).toEqual([shared]);
    expect(await crossings('src/components/ui/x.tsx', '../../app/routes/root')).toEqual([shared]);
    expect(await crossings('src/lib/x.ts', '../server/clock')).toEqual([server]);
    expect(await crossings('src/components/deposit/x.ts', '../../server/net/x')).toEqual([server]);
  });

  it('lets a feature import the shared layer, and the shared layer itself', async () => {
    expect(await crossings('src/features/history/x.ts', '../../lib/short-address')).toEqual([]);
    expect(await crossings('src/features/history/x.ts', '../../components/ui/Button')).toEqual([]);
    expect(await crossings('src/features/history/x.ts', './HistoryRow')).toEqual([]);
    expect(await crossings('src/components/ui/x.tsx', '../../lib/cn')).toEqual([]);
  });
});
