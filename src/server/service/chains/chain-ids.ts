// Which chains of the world run as Anvil nodes: every EVM chain. A module of its own, light
// enough for the service's entry to start the nodes before the rest of its code has loaded.
import { worldChainIds } from '../world/tokens';

/** HyperCore and other non-EVM ledgers stay simulated: they have no node. */
export const NON_EVM: ReadonlySet<number> = new Set([1337]);

export const sandboxChainIds: readonly number[] = worldChainIds
  .filter((id) => !NON_EVM.has(id))
  .sort((a, b) => a - b);
