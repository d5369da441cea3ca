// Lint keeps each side's tables its own: the BFF never imports the service's, nor the service
// the BFF's (eslint.config.js, boundary zones).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

async function crossings(file: string, importPath: string): Promise<string[]> {
  const code = `import { x } from '${importPath}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'ferry/import-boundaries')
    .map((m) => m.message);
}

describe('table ownership', () => {
  it('refuses the BFF importing the service’s tables, and the service the BFF’s', async () => {
    expect(await crossings('src/server/bff/x.ts', '../db/service/schema')).toEqual([
      expect.stringContaining("The service's tables are its own"),
    ]);
    expect(await crossings('src/server/service/x.ts', '../db/bff/schema/integrator')).toEqual([
      expect.stringContaining("The BFF's tables are its own"),
    ]);
    expect(await crossings('src/server/db/bff/x.ts', '../service/schema')).toHaveLength(1);
  });

  it('lets each side import its own tables', async () => {
    expect(await crossings('src/server/bff/x.ts', '../db/bff/schema/integrator')).toEqual([]);
    expect(await crossings('src/server/service/x.ts', '../db/service/schema')).toEqual([]);
  });
});
