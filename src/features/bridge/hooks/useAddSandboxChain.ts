// Offers a sandbox chain to the connected wallet (wallet_addEthereumChain, EIP-3085) with Ferry's
// RPC as the chain's, so the wallet reads and sends there instead of on the real network with
// the same chain id. Every answer is an outcome to explain, never a thrown error.
import { useMutation } from '@tanstack/react-query';
import type { EIP1193Provider } from 'viem';
import { getChain } from '../../../contract/chains';
import { sandboxBlockExplorerUrls } from '../../../lib/explorer-links';
import { useWalletAccount } from '../../../lib/wallet/wallet-context';
import { rpcQuantity } from '../model/rpc-quantity';

export interface SandboxChain {
  chainId: number;
  /** The chain's own name, e.g. "Arbitrum One". */
  name: string;
  /** Ferry's JSON-RPC for it, as a full URL. */
  rpcUrl: string;
}

/** added; declined in the wallet (4001); another prompt open (-32002); or the wallet cannot. */
export type AddChainOutcome = 'added' | 'declined' | 'busy' | 'unsupported';

/**
 * The name a wallet lists a sandbox chain under, and the page calls it by. Kept in English: it
 * is written into the wallet, which outlives the page's language, and a support agent must find
 * it under the same name in any wallet.
 */
export const sandboxChainName = (name: string) => `${name} (Ferry sandbox)`;

export function addChainParameter({ chainId, name, rpcUrl }: SandboxChain) {
  const symbol = getChain(chainId)?.nativeSymbol ?? 'ETH';
  return {
    chainId: rpcQuantity(chainId),
    chainName: sandboxChainName(name),
    rpcUrls: [rpcUrl],
    // Else wagmi fills in the real network's explorer, which cannot know a sandbox transaction.
    blockExplorerUrls: sandboxBlockExplorerUrls(rpcUrl),
    nativeCurrency: { name: symbol === 'ETH' ? 'Ether' : symbol, symbol, decimals: 18 },
  };
}

/** The EIP-1193 code of a wallet's error, wherever a library wrapped it. */
function codeOf(error: unknown): unknown {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'number') return code;
    e = cause;
  }
  return undefined;
}

export function outcomeOf(error: unknown): AddChainOutcome {
  const code = codeOf(error);
  if (code === 4001) return 'declined';
  if (code === -32002) return 'busy';
  return 'unsupported';
}

export function useAddSandboxChain() {
  const { connector } = useWalletAccount();
  const add = useMutation({
    mutationKey: ['wallet-add-chain'],
    mutationFn: async (chain: SandboxChain): Promise<AddChainOutcome> => {
      if (!connector) return 'unsupported';
      try {
        const provider = (await connector.getProvider()) as EIP1193Provider;
        await provider.request({
          method: 'wallet_addEthereumChain',
          params: [addChainParameter(chain)],
        });
        return 'added';
      } catch (error) {
        return outcomeOf(error);
      }
    },
  });
  return { ...add, connected: connector !== undefined };
}
