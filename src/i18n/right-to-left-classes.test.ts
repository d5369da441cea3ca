// Logical classes (ms-, pe-, start-…) resolve against the element's own direction: on an element
// that sets dir="ltr" (an amount, an address) they are its left and right whatever the page
// reads, so in Arabic a margin meant to part it from its neighbour lands on its far side. Such a
// space belongs on a wrapper that keeps the page's direction.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.resolve(__dirname, '..');
const LOGICAL = /\b(?:-?m[se]|p[se]|start|end|border-[se]|rounded-[se][se]?|scroll-[mp][se])-/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [file] : [];
  });
}

it('puts no logical inline spacing on an element that sets its own left-to-right direction', () => {
  const found: string[] = [];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const tag of text.matchAll(/<[a-z]\w*\b[^<>]*\bdir="ltr"[^<>]*>/g)) {
      const className = /className="([^"]*)"/.exec(tag[0])?.[1] ?? '';
      if (className.split(/\s+/).some((c) => LOGICAL.test(c)))
        found.push(`${path.relative(src, file)}: ${tag[0].replace(/\s+/g, ' ')}`);
    }
  }
  expect(found).toEqual([]);
});
