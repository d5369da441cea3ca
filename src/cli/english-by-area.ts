// A Vite build plugin: English messages travel with the code that says them. Each area's
// English (src/i18n/lang/<area>/en.json, compiled) is a module of its own that adds its
// messages to the English catalogue the page renders with, and every source file with a
// message imports its area's module. The first page then carries the English of the shell and
// the page it opens, not of every page: the explorer's and the dashboard's words load with
// their code. Other languages stay one chunk each, loaded only when shown.
//
// Development and tests load the whole catalogue at once (src/cli/message-catalogues.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { areaOf } from './extract-messages.js';
import { compileCatalogue, langDir } from './message-catalogues.js';

const ENGLISH = 'virtual:ferry-messages/en';
const AREA = 'virtual:ferry-messages-area/';

function areaFile(area: string) {
  return path.join(langDir, area, 'en.json');
}

/** The module a source file must import for its messages, or none. */
export function areaImport(file: string, code: string): string | undefined {
  if (!code.includes('defaultMessage')) return undefined;
  const area = areaOf(file);
  return existsSync(areaFile(area)) ? `${AREA}${area}` : undefined;
}

export function englishByArea(): Plugin {
  let root = '';
  let compiled: Record<string, unknown> | undefined;
  return {
    name: 'ferry:english-by-area',
    apply: 'build',
    // Before message-catalogues, which serves the whole English catalogue otherwise.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      compiled = undefined;
    },
    resolveId(id) {
      if (id === ENGLISH) return `\0${ENGLISH}`;
      return id.startsWith(AREA) ? `\0${id}` : undefined;
    },
    load(id) {
      // Filled by the areas' modules as they load; react-intl reads it at each message.
      if (id === `\0${ENGLISH}`) return 'export default {};';
      if (!id.startsWith(`\0${AREA}`)) return undefined;
      const area = id.slice(AREA.length + 1);
      if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`No catalogue area ${area}`);
      this.addWatchFile(areaFile(area));
      compiled ??= JSON.parse(compileCatalogue('en')) as Record<string, unknown>;
      const ids = Object.keys(JSON.parse(readFileSync(areaFile(area), 'utf8')) as object);
      const messages = Object.fromEntries(ids.map((key) => [key, compiled![key]]));
      return [
        `import english from '${ENGLISH}';`,
        `Object.assign(english, JSON.parse(${JSON.stringify(JSON.stringify(messages))}));`,
      ].join('\n');
    },
    transform(code, id) {
      const file = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
      if (!/^src\/.*\.tsx?$/.test(file) || /^src\/(?:server|cli)\/|\.test\./.test(file)) {
        return undefined;
      }
      const imported = areaImport(file, code);
      // At the end, so no position moves (imports are hoisted): the source map holds as it is.
      return imported ? { code: `${code}\nimport '${imported}';\n`, map: null } : undefined;
    },
  };
}
