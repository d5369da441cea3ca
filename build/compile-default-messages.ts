// A Vite build plugin: each message's English (`defaultMessage`) is compiled where it is
// written, into the parsed form react-intl formats without a parser, and a translator's
// `description` is left out. English then needs no catalogue: every chunk carries the English
// of the code in it, and a page downloads only the messages of the code it runs (the whole
// English catalogue was 29 KB gzip in the entry of every page). Other languages keep their
// catalogues (src/i18n/catalogues.ts). Development, tests and `npm run i18n:extract` read the
// sources as written; the catalogue tests keep lang/*/en.json equal to them.
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number } & Record<string, unknown>;

/** The name of an object property's or a JSX attribute's key, if it is a plain one. */
function keyName(node: Node): string | undefined {
  const key = (node.type === 'JSXAttribute' ? node.name : node.key) as Node | undefined;
  if (!key || node.computed) return undefined;
  if (key.type === 'Identifier' || key.type === 'JSXIdentifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/**
 * The text of a defaultMessage as the extractor reads it: a string, a template without
 * placeholders, or such pieces joined with +. Anything else the extractor refuses, and so does
 * the build, rather than ship a message it cannot format.
 */
function literalText(node: Node, where: string): string {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression as Node, where);
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) {
    return (node.quasis as { value: { cooked: string } }[])[0]!.value.cooked;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    return literalText(node.left as Node, where) + literalText(node.right as Node, where);
  }
  throw new Error(`${where}: a defaultMessage must be literal text (found ${node.type})`);
}

/** Every message descriptor: an object or an element with both an id and a defaultMessage. */
function descriptors(ast: Node): Node[][] {
  const found: Node[][] = [];
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
      if (names.has('id') && names.has('defaultMessage')) found.push(named);
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(value);
    }
  };
  visit(ast);
  return found;
}

/** The source with every defaultMessage compiled and every description left out. */
export function compileDefaultMessages(code: string, lang: 'ts' | 'tsx', file = 'source') {
  if (!code.includes('defaultMessage')) return undefined;
  const s = new MagicString(code);
  for (const members of descriptors(parseAst(code, { lang }) as unknown as Node)) {
    for (const m of members) {
      const name = keyName(m);
      const value = m.value as Node;
      if (name === 'defaultMessage') {
        const compiled = JSON.stringify(parse(literalText(value, file)));
        s.overwrite(value.start, value.end, m.type === 'JSXAttribute' ? `{${compiled}}` : compiled);
      } else if (name === 'description') {
        // An object property takes its comma and the space after it; a JSX attribute has none.
        const comma = /^\s*,[ \t]*/.exec(code.slice(m.end));
        s.remove(m.start, comma ? m.end + comma[0].length : m.end);
      }
    }
  }
  if (!s.hasChanged()) return undefined;
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: file }) };
}

export function compileDefaultMessagesPlugin(): Plugin {
  return {
    name: 'ferry:compile-default-messages',
    apply: 'build',
    // Before the TypeScript and JSX transforms, which would turn the text into other shapes.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\/src\/.*\.tsx?$/.test(file) || /\/src\/server\//.test(file)) return undefined;
      return compileDefaultMessages(code, file.endsWith('x') ? 'tsx' : 'ts', file);
    },
  };
}
