// `npm run i18n:extract`: collects every message of the app (an id and its English
// defaultMessage, in `t.formatMessage`, `<T>`, defineMessage(s)) into the English catalogue of
// its area, src/i18n/lang/<area>/en.json, which every other language of that area translates.
// An area is a feature (src/features/<area>) or another folder of src (app, components, lib,
// api), so people converting or translating different parts never edit the same file. A test fails while
// a catalogue is behind the code.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatjs, langDir } from './message-catalogues.js';

const EXTRACT_ARGS = [
  'extract',
  'src/**/*.{ts,tsx}',
  '--ignore',
  'src/**/*.test.{ts,tsx}',
  'src/**/testing/**',
  'src/server/**',
  '--additional-component-names',
  'T',
  '--extract-source-location',
  '--throws',
];

/** The area a source file's messages belong to: its feature, or its folder of src. */
export function areaOf(file: string): string {
  const [, folder, feature] =
    /^src\/([^/]+)\/(?:([^/]+)\/)?/.exec(file.split(path.sep).join('/')) ?? [];
  if (!folder) throw new Error(`${file} is not in a folder of src`);
  return folder === 'features' && feature ? feature : folder;
}

/** Each area's English catalogue as the code asks for it: area → file text. */
export function extractedEnglish(): Map<string, string> {
  const root = path.resolve(import.meta.dirname, '..');
  const messages = JSON.parse(formatjs(EXTRACT_ARGS, root)) as Record<
    string,
    { defaultMessage: string; file: string }
  >;
  const areas = new Map<string, [string, string][]>();
  for (const [id, { defaultMessage, file }] of Object.entries(messages)) {
    const area = areaOf(file);
    areas.set(area, [...(areas.get(area) ?? []), [id, defaultMessage]]);
  }
  return new Map(
    [...areas].map(([area, rows]) => [
      area,
      `${JSON.stringify(Object.fromEntries(rows.sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`,
    ]),
  );
}

if (process.argv[1] === import.meta.filename) {
  for (const [area, text] of extractedEnglish()) {
    mkdirSync(path.join(langDir, area), { recursive: true });
    writeFileSync(path.join(langDir, area, 'en.json'), text);
    console.log(`Wrote ${path.relative(process.cwd(), path.join(langDir, area, 'en.json'))}`);
  }
}
