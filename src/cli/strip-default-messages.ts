// A Vite build plugin: the English text written beside each message id (`defaultMessage`, and
// a translator's `description`) is left out of the built page. The page always renders inside
// the app's IntlProvider with the English catalogue in the entry, and a test fails while a
// catalogue misses a message of the code, so the built page never falls back to that text; it
// only made every converted string travel twice. Development, tests and `npm run i18n:extract`
// read the sources, which keep it.
//
// The text is blanked with spaces of its own length, so every position in the file stays where
// it was and the source map needs no change.
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number } & Record<string, unknown>;

const LEFT_OUT = new Set(['defaultMessage', 'description']);

/** The name of an object property's or a JSX attribute's key, if it is a plain one. */
function keyName(node: Node): string | undefined {
  const key = (node.type === 'JSXAttribute' ? node.name : node.key) as Node | undefined;
  if (!key || node.computed) return undefined;
  if (key.type === 'Identifier' || key.type === 'JSXIdentifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The ranges to blank: the English text and description of every message descriptor (an object
 * or an element with both an id and a defaultMessage). */
function descriptorRanges(ast: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    const members =
      n.type === 'ObjectExpression'
        ? (n.properties as Node[])
        : n.type === 'JSXOpeningElement'
          ? (n.attributes as Node[])
          : undefined;
    if (members) {
      const named = members.filter((m) => m.type === 'Property' || m.type === 'JSXAttribute');
      const names = new Set(named.map(keyName));
      if (names.has('id') && names.has('defaultMessage')) {
        for (const m of named) {
          if (LEFT_OUT.has(keyName(m) ?? '')) ranges.push([m.start, m.end]);
        }
      }
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(value);
    }
  };
  visit(ast);
  return ranges;
}

/** The source with every message's English text and description blanked, same length. */
export function stripDefaultMessages(code: string, lang: 'ts' | 'tsx'): string {
  if (!code.includes('defaultMessage')) return code;
  const ranges = descriptorRanges(parseAst(code, { lang }) as unknown as Node);
  if (ranges.length === 0) return code;
  let out = '';
  let at = 0;
  for (const [start, rawEnd] of ranges.sort((a, b) => a[0] - b[0])) {
    // An object property takes its comma with it; a JSX attribute has none.
    const comma = /^\s*,/.exec(code.slice(rawEnd));
    const end = comma ? rawEnd + comma[0].length : rawEnd;
    out += code.slice(at, start) + code.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

export function stripDefaultMessagesPlugin(): Plugin {
  return {
    name: 'ferry:strip-default-messages',
    apply: 'build',
    // Before the TypeScript and JSX transforms, so the positions are the source's own.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\/src\/.*\.tsx?$/.test(file) || /\/src\/server\//.test(file)) return undefined;
      const stripped = stripDefaultMessages(code, file.endsWith('x') ? 'tsx' : 'ts');
      // Nothing moved: the existing mappings hold (map: null).
      return stripped === code ? undefined : { code: stripped, map: null };
    },
  };
}
