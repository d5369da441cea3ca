// A Vite build plugin: every page's own code is a lazily loaded chunk, and this starts its
// download with the app's, not after it. It writes into index.html, as JSON, which chunks each
// page needs beyond the entry's (by a pattern of its path); /theme-init.js, which runs before
// the bundle, adds a modulepreload link for those of the page being opened. No other page's
// code is fetched.
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
      if (!chunk) throw new Error(`route-preload: no chunk of its own for ${module}`);
      withImports(bundle, chunk.fileName, files);
    }
    return [route.path, [...files].filter((f) => !eager.has(f))];
  });
}

export function routePreload(routes: readonly RouteChunks[]): Plugin {
  let root = '';
  return {
    name: 'ferry:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const table = routeChunkTable(ctx.bundle as Record<string, ChunkLike>, routes, root);
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'ferry-route-chunks' },
              // Escaped so no path can close the element.
              children: JSON.stringify(table).replace(/</g, '\\u003c'),
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
