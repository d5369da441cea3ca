import { expect, it } from 'vitest';
import { walletModulesOnFirstPage } from './first-page-guard';

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
