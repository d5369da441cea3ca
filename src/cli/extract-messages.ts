// `npm run i18n:extract`: collects every message of the app (an id and its English
// defaultMessage, in `t.formatMessage`, `<T>`, defineMessage(s)) into src/i18n/lang/en.json, the
// catalogue every other language translates. A test fails while en.json is behind the code.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatjs, langDir } from './message-catalogues.js';

const EXTRACT_ARGS = [
  'extract',
  'src/**/*.{ts,tsx}',
  '--ignore',
  'src/**/*.test.{ts,tsx}',
  'src/**/testing/**',
  'src/server/**',
  'src/cli/**',
  '--additional-component-names',
  'T',
  '--format',
  'simple',
  '--throws',
];

/** The English catalogue the code asks for, as en.json should hold it. */
export function extractedEnglish(): string {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const messages = JSON.parse(formatjs(EXTRACT_ARGS, root)) as Record<string, string>;
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(path.join(langDir, 'en.json'), extractedEnglish());
  console.log(`Wrote ${path.relative(process.cwd(), path.join(langDir, 'en.json'))}`);
}
