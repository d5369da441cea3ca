// wagmi's actions that open the wallet, in the chunk a person's first signature or network
// switch loads (see loadWalletActions): nothing on the first page imports them statically.
export { getAccount, signMessage, signTypedData, switchChain } from 'wagmi/actions';
