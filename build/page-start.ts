// A Vite build plugin: how the app's code starts on a page the server has rendered. The page is
// shown before any script is needed, so the app's code is fetched once the browser has painted
// it, not beside the stylesheet it would compete with on a slow network (Lighthouse counted the
// scripts' download in the first paint: 2.4 s on a phone; 1.0 s after). The plugin moves Vite's
// entry script and its modulepreload links out of index.html into JSON, with the chunks each
// page needs beyond the entry's (by a pattern of its path, every page's own code being a lazily
// loaded chunk); /page-start.js, after the first paint, adds those of the page being opened and
// then the entry. No other page's code is fetched.
import path from 'node:path';
import type { Plugin } from 'vite';

export interface RouteChunks {
  /** Matches location.pathname (a RegExp source, tested in order; the first match wins). */
  path: string;
  /** The page's lazily imported modules, from the project root. */
  modules: string[];
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/** A chunk's file and every chunk it imports statically, transitively. */
function withImports(bundle: Record<string, ChunkLike>, file: string, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of bundle[file]?.imports ?? []) withImports(bundle, imported, into);
  return into;
}

/** Per route, the chunk files its modules need that the entry does not already load. */
export function routeChunkTable(
  bundle: Record<string, ChunkLike>,
  routes: readonly RouteChunks[],
  root: string,
): [string, string[]][] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const eager = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) withImports(bundle, entry.fileName, eager);
  return routes.map((route) => {
    const files = new Set<string>();
    for (const module of route.modules) {
      const id = path.resolve(root, module);
      const chunk = chunks.find((c) => c.facadeModuleId === id);
      if (!chunk) throw new Error(`page-start: no chunk of its own for ${module}`);
      withImports(bundle, chunk.fileName, files);
    }
    return [route.path, [...files].filter((f) => !eager.has(f))];
  });
}

/** What /page-start.js reads to start the app (the element `#ferry-start`). */
export interface PageStart {
  /** The entry chunk's URL, loaded as a module script. */
  entry: string;
  /** The chunks the entry imports, preloaded with it. */
  preload: string[];
  /** Per path pattern, the page's own chunks. */
  routes: [string, string[]][];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** index.html without Vite's entry script and preload links, and what they named. */
export function withoutStartTags(html: string): { html: string; entry: string; preload: string[] } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('page-start: index.html has no module entry script');
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preload };
}

export function pageStart(routes: readonly RouteChunks[]): Plugin {
  let root = '';
  return {
    name: 'ferry:page-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const table = routeChunkTable(ctx.bundle as Record<string, ChunkLike>, routes, root);
        const { html: rest, entry, preload } = withoutStartTags(html);
        const start: PageStart = {
          entry,
          preload,
          routes: table.map(([pattern, files]) => [pattern, files.map((f) => `/${f}`)]),
        };
        return {
          html: rest,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'ferry-start' },
              // Escaped so no path can close the element.
              children: JSON.stringify(start).replace(/</g, '\\u003c'),
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
