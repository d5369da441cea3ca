// A Vite plugin: `virtual:ferry-messages/<locale>` is that language's catalogue
// (src/i18n/lang/<area>/<locale>.json for every area, ICU messages by id) compiled by the FormatJS CLI into parsed
// messages, so the page needs no ICU parser, and each language is a chunk of its own. en-XA is
// the pseudo-locale: English with accented letters and bracketed messages, which shows text that
// no message carries.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:ferry-messages/';
const PSEUDO = 'en-XA';
const require = createRequire(import.meta.url);

export const langDir = path.resolve(import.meta.dirname, '..', 'src', 'i18n', 'lang');

/** The FormatJS CLI, run with the same Node as this process. */
export function formatjs(args: string[], cwd?: string): string {
  const cli = require.resolve('@formatjs/cli/bin/formatjs');
  return execFileSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

/** The areas with a catalogue: a folder of lang/ each (`app` and one per feature). */
export function catalogueAreas(): string[] {
  return readdirSync(langDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A language's files, one per area (the pseudo-locale is made from English). */
export function catalogueFiles(locale: string): string[] {
  const source = locale === PSEUDO ? 'en' : locale;
  return catalogueAreas().map((area) => path.join(langDir, area, `${source}.json`));
}

export function compileCatalogue(locale: string): string {
  const pseudo = locale === PSEUDO ? ['--pseudo-locale', PSEUDO] : [];
  return formatjs(['compile', ...catalogueFiles(locale), '--format', 'simple', '--ast', ...pseudo]);
}

export function messageCatalogues(): Plugin {
  return {
    name: 'ferry:message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}(?:-[A-Z]{2})?$/.test(locale)) throw new Error(`No catalogue for ${locale}`);
      for (const file of catalogueFiles(locale)) this.addWatchFile(file);
      // JSON.parse of a string is faster for a browser to load than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(compileCatalogue(locale))))});`;
    },
  };
}
