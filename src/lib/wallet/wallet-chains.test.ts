import { expect, it } from 'vitest';
import { chains } from '../wagmi';
import { isWalletChain, walletChainIds } from './wallet-chains';

it('lists the same chains as the wallet configuration, which loads later', () => {
  expect(walletChainIds).toEqual(chains.map((chain) => chain.id));
  expect(isWalletChain(8453)).toBe(true);
  expect(isWalletChain(999)).toBe(false);
});
