/** wagmi's sign and switch actions, loaded when first used (they are not on the first page). */
export const loadWalletActions = () => import('./wallet-actions');
