// An EIP-1193 wallet for page tests, behind wagmi's injected connector: it connects, switches
// chains and counts every signTypedData request
// (docs/reliability.md#nothing-is-signed-that-the-page-does-not-show wants that count).
import { createConfig, http, injected } from 'wagmi';
import { arbitrum, base } from 'viem/chains';
import { DEPOSITOR } from '../../../contract/testing/values';
import { TEST_SIGNATURE } from './fake-service';

/** The fixtures' depositor: the connected account in page tests. */
export const TEST_ACCOUNT = DEPOSITOR;

export function testWallet(opts: { chainId?: number; reject?: boolean } = {}) {
  let chainId = opts.chainId ?? 42161;
  const calls = { signTypedData: 0 };
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [TEST_ACCOUNT];
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`;
        case 'wallet_switchEthereumChain':
          chainId = Number((params?.[0] as { chainId: string }).chainId);
          listeners.get('chainChanged')?.forEach((fn) => fn(`0x${chainId.toString(16)}`));
          return null;
        case 'eth_signTypedData_v4':
          calls.signTypedData++;
          if (opts.reject)
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          return TEST_SIGNATURE;
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      }
    },
    on(event: string, fn: (data: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
    },
    removeListener(event: string, fn: (data: unknown) => void) {
      listeners.get(event)?.delete(fn);
    },
  };
  const connector = injected({
    target: () => ({ id: 'test', name: 'Test wallet', provider: provider as never }),
  });
  const config = createConfig({
    chains: [arbitrum, base],
    connectors: [connector],
    transports: { [arbitrum.id]: http('/api/rpc/42161'), [base.id]: http('/api/rpc/8453') },
  });
  return { config, calls, address: TEST_ACCOUNT };
}
