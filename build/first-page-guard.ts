// A Vite build plugin: the build fails if the wallet layer (wagmi, RainbowKit, wallet connectors,
// viem's clients and actions) is on the first page's eager import graph, the entry chunk and
// every chunk it imports statically. Those load on a person's first wallet action or to restore
// a stored connection (src/app/wallet/WalletRoot.tsx); one static import would put them back on
// every visit without any test noticing.
import type { Plugin } from 'vite';

/** Modules that belong to the wallet layer, by path under node_modules. */
const WALLET_LAYER =
  /node_modules\/(?:wagmi|@wagmi\/(?:core|connectors)|@rainbow-me\/|@walletconnect\/|@metamask\/|@coinbase\/|@reown\/|viem\/_esm\/(?:clients|actions)\/)/;

interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/** The wallet-layer modules in the entry chunks and their static imports, each once. */
export function walletModulesOnFirstPage(bundle: Record<string, ChunkLike>): string[] {
  const seen = new Set<string>();
  const queue = Object.keys(bundle).filter((file) => bundle[file]?.isEntry);
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(bundle[file]?.imports ?? []));
  }
  const found = new Set<string>();
  for (const file of seen) {
    for (const id of bundle[file]?.moduleIds ?? []) if (WALLET_LAYER.test(id)) found.add(id);
  }
  return [...found];
}

export function firstPageGuard(): Plugin {
  return {
    name: 'ferry:first-page-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = walletModulesOnFirstPage(bundle as Record<string, ChunkLike>);
      if (found.length === 0) return;
      const shown = found.slice(0, 5).map((id) => id.replace(/^.*node_modules\//, ''));
      this.error(
        `The first page imports the wallet layer statically (${found.length} modules, e.g. ` +
          `${shown.join(', ')}). Import it lazily: see src/app/wallet/WalletRoot.tsx.`,
      );
    },
  };
}
