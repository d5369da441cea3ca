// What a searched address is when it is not a person's: one of the protocol's contracts (from its
// deployment records, src/contract/deployments) or a token of the service's list, on each chain
// it is deployed at. Pure, so every reading is unit-tested.
import type { SwapToken } from '../../contract/schemas/legacy-swap';
import { CHAINS } from '../../contract/chains';
import { recordedContracts, type ContractRole } from '../../contract/deployments/trusted-contracts';

export type KnownContract =
  | { kind: ContractRole; chainId: number }
  | { kind: 'token'; chainId: number; symbol: string; name: string };

const ROLES: readonly ContractRole[] = ['spokePool', 'periphery', 'swapProxy', 'multicallHandler'];

export function knownContracts(
  address: string,
  tokens: readonly SwapToken[] | undefined,
): KnownContract[] {
  const lower = address.toLowerCase();
  const found: KnownContract[] = [];
  for (const chain of CHAINS) {
    if (chain.kind !== 'evm') continue;
    const recorded = recordedContracts(chain.id);
    const role = ROLES.find((r) => recorded[r].includes(lower));
    if (role) found.push({ kind: role, chainId: chain.id });
  }
  for (const t of tokens ?? []) {
    if (t.address.toLowerCase() === lower) {
      found.push({ kind: 'token', chainId: t.chainId, symbol: t.symbol, name: t.name });
    }
  }
  return found;
}
