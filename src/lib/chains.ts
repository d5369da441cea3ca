// The EVM chains the browser wallet layer knows. Light on purpose (ids and names only) so a page
// can list them without pulling in wagmi; src/lib/wagmi.ts maps them to viem chain objects.

export const SUPPORTED_CHAINS = [
  { id: 1, name: 'Ethereum' },
  { id: 10, name: 'OP Mainnet' },
  { id: 42161, name: 'Arbitrum One' },
  { id: 8453, name: 'Base' },
  { id: 137, name: 'Polygon' },
  { id: 56, name: 'BNB Smart Chain' },
] as const;

export type SupportedChainId = (typeof SUPPORTED_CHAINS)[number]['id'];

export function chainName(id: number): string | undefined {
  return SUPPORTED_CHAINS.find((chain) => chain.id === id)?.name;
}
