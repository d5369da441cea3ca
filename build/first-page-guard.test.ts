import { expect, it } from 'vitest';
import { lazyModulesOnBridgeView, walletModulesOnFirstPage } from './first-page-guard';

const nm = (path: string) => `/app/node_modules/${path}`;

it('finds wallet modules the entry reaches through static imports only', () => {
  const bundle = {
    'index.js': {
      type: 'chunk' as const,
      isEntry: true,
      imports: ['shared.js'],
      moduleIds: ['/app/src/app/main.tsx', nm('react-dom/index.js')],
    },
    'shared.js': {
      type: 'chunk' as const,
      imports: [],
      moduleIds: [nm('viem/_esm/utils/address/getAddress.js'), nm('wagmi/dist/esm/context.js')],
    },
    // Loaded by import() on a wallet action: allowed.
    'WalletRuntime.js': {
      type: 'chunk' as const,
      imports: ['shared.js'],
      moduleIds: [nm('@wagmi/core/dist/esm/createConfig.js'), nm('@rainbow-me/rainbowkit/x.js')],
    },
    'index.css': { type: 'asset' as const },
  };
  expect(walletModulesOnFirstPage(bundle)).toEqual([nm('wagmi/dist/esm/context.js')]);
  bundle['shared.js'].moduleIds = [nm('viem/_esm/utils/address/getAddress.js')];
  expect(walletModulesOnFirstPage(bundle)).toEqual([]);
});

it('finds what the bridge loads lazily once a shared chunk of its first view carries it', () => {
  const bundle = {
    'index.js': {
      type: 'chunk' as const,
      isEntry: true,
      imports: [],
      moduleIds: ['/app/src/app/main.tsx'],
    },
    'BridgeRoute.js': {
      type: 'chunk' as const,
      facadeModuleId: '/app/src/app/routes/BridgeRoute.tsx',
      imports: ['shared.js'],
      moduleIds: ['/app/src/app/routes/BridgeRoute.tsx'],
    },
    // A small group the bridge uses, merged with the dashboard's schemas and full zod.
    'shared.js': {
      type: 'chunk' as const,
      imports: [],
      moduleIds: ['/app/src/components/address-problems.ts', nm('zod/v4/classic/schemas.js')],
    },
    // Loaded by import() when a picker opens: allowed.
    'PickerDialog.js': {
      type: 'chunk' as const,
      facadeModuleId: '/app/src/features/bridge/components/PickerDialog.tsx',
      imports: ['shared.js'],
      moduleIds: ['/app/src/features/bridge/components/PickerDialog.tsx'],
    },
  };
  expect(lazyModulesOnBridgeView(bundle)).toEqual([nm('zod/v4/classic/schemas.js')]);
  bundle['shared.js'].moduleIds = ['/app/src/components/address-problems.ts'];
  expect(lazyModulesOnBridgeView(bundle)).toEqual([]);
});
