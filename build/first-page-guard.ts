// A Vite build plugin: the build fails if the wallet layer (wagmi, RainbowKit, wallet connectors,
// viem's clients and actions) is on the first page's eager import graph, the entry chunk and
// every chunk it imports statically. Those load on a person's first wallet action or to restore
// a stored connection (src/app/wallet/WalletRoot.tsx); one static import would put them back on
// every visit without any test noticing.
// The same for the bridge at "/": what its first view does not use (the pickers, a quote's
// figures, error copy, the address check's keccak, signing's checks, full zod) stays out of the
// chunks a first visit to "/" loads. Rolldown merges small shared groups into a neighbour, and
// such a merge once brought 14 KB gzip of the dashboard's schemas to "/" (vite.config.ts).
import type { Plugin } from 'vite';

/** Modules that belong to the wallet layer, by path under node_modules. */
const WALLET_LAYER =
  /node_modules\/(?:wagmi|@wagmi\/(?:core|connectors)|@rainbow-me\/|@walletconnect\/|@metamask\/|@coinbase\/|@reown\/|viem\/_esm\/(?:clients|actions)\/)/;

/** Modules a first visit to "/" must not load: each is imported lazily where it is used. */
const NOT_ON_BRIDGE_VIEW =
  /src\/features\/bridge\/(?:components\/(?:PickerDialog|QuoteDetails|QuoteError|LoadErrorNotice|TestFundsAction|ReviewPanel)\.tsx|signing\/(?:check|describe)-)|src\/api\/(?:error-copy|executions)\.ts|src\/contract\/address\.ts|node_modules\/(?:zod\/v4\/classic\/|@noble\/hashes\/)/;

/** The module the bridge's route loads lazily; its chunk and theirs are the page's first view. */
const BRIDGE_ROUTE = /src\/app\/routes\/BridgeRoute\.tsx$/;

interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/** The modules matching `pattern` in the `start` chunks and their static imports, each once. */
function modulesReached(
  bundle: Record<string, ChunkLike>,
  start: string[],
  pattern: RegExp,
): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(bundle[file]?.imports ?? []));
  }
  const found = new Set<string>();
  for (const file of seen) {
    for (const id of bundle[file]?.moduleIds ?? []) if (pattern.test(id)) found.add(id);
  }
  return [...found];
}

/** The wallet-layer modules in the entry chunks and their static imports, each once. */
export function walletModulesOnFirstPage(bundle: Record<string, ChunkLike>): string[] {
  const entries = Object.keys(bundle).filter((file) => bundle[file]?.isEntry);
  return modulesReached(bundle, entries, WALLET_LAYER);
}

/** Modules of NOT_ON_BRIDGE_VIEW that a first visit to "/" would load, each once. */
export function lazyModulesOnBridgeView(bundle: Record<string, ChunkLike>): string[] {
  const start = Object.keys(bundle).filter(
    (file) => bundle[file]?.isEntry || BRIDGE_ROUTE.test(bundle[file]?.facadeModuleId ?? ''),
  );
  return modulesReached(bundle, start, NOT_ON_BRIDGE_VIEW);
}

export function firstPageGuard(): Plugin {
  return {
    name: 'ferry:first-page-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as Record<string, ChunkLike>;
      const lazy = lazyModulesOnBridgeView(chunks);
      if (lazy.length > 0) {
        this.error(
          `A first visit to / loads modules its first view does not use (` +
            `${lazy.slice(0, 5).map(short).join(', ')}). Import them lazily where they are ` +
            `used, or see the chunk groups in vite.config.ts if a shared chunk merged them in.`,
        );
      }
      const found = walletModulesOnFirstPage(chunks);
      if (found.length === 0) return;
      const shown = found.slice(0, 5).map(short);
      this.error(
        `The first page imports the wallet layer statically (${found.length} modules, e.g. ` +
          `${shown.join(', ')}). Import it lazily: see src/app/wallet/WalletRoot.tsx.`,
      );
    },
  };
}

const short = (id: string) => id.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
