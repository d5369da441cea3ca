import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress-assets';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'ferry-precompress-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

// A 400-byte script, as the theme part of public/page-start.js is.
const pageStart = `(function () {
  try {
    var stored = localStorage.getItem('ferry.theme');
    var dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    document.documentElement.style.colorScheme = 'light';
  }
})();
`;

describe('precompressDir', () => {
  const script = `export const rows = [${'{ "amount": "1000000", "chain": 8453 },'.repeat(200)}];`;

  it('writes brotli and gzip copies of scripts, styles and SVGs that decompress to the file', async () => {
    build({
      'assets/index-abc123.js': script,
      'assets/index-def456.css': `.a { color: red; }\n`.repeat(100),
      'tokens/usdc.svg': `<svg>${'<path d="M0 0h24v24H0z"/>'.repeat(60)}</svg>`,
    });
    const report = await precompressDir(dir);
    expect(report.files).toBe(3);
    for (const name of ['assets/index-abc123.js', 'assets/index-def456.css', 'tokens/usdc.svg']) {
      const file = path.join(dir, name);
      const original = readFileSync(file);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
  });

  it('compresses small scripts too, and leaves alone source maps, the document and copies that would not be smaller', async () => {
    build({
      'page-start.js': pageStart,
      'assets/tiny.js': 'x',
      'assets/index-abc123.js.map': JSON.stringify({ mappings: 'AAAA;'.repeat(1000) }),
      'index.html': `<!doctype html>${'<link rel="modulepreload" href="/x.js">'.repeat(50)}`,
    });
    expect((await precompressDir(dir)).files).toBe(1);
    const small = path.join(dir, 'page-start.js');
    expect(brotliDecompressSync(readFileSync(`${small}.br`)).equals(readFileSync(small))).toBe(
      true,
    );
    expect(gunzipSync(readFileSync(`${small}.gz`)).equals(readFileSync(small))).toBe(true);
    for (const name of ['assets/tiny.js', 'assets/index-abc123.js.map', 'index.html']) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
