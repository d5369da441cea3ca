import type { Config } from 'wagmi';

/**
 * wagmi's client for a chain (its transport: the wallet's provider, then Ferry's RPC; see
 * ../wagmi.ts), or undefined for a chain it does not know. What wagmi's getClient does, without
 * importing wagmi's actions into the first page.
 */
export function chainClient(config: Config, chainId: number) {
  try {
    return config.getClient({ chainId: chainId as never });
  } catch {
    return undefined;
  }
}
