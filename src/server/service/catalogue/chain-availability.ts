// A route whose origin or destination is a sandbox chain whose node is down (it died and is being
// restarted, chains/node-supervisor.ts) cannot be deposited on or filled now: quoting refuses it,
// naming the chain, instead of quoting what would fail. 503: the route is fine, try again soon.
import { Failure } from '../../../contract/failure';
import type { SandboxChains } from '../chains/sandbox-chains';

export interface ChainPair {
  originChainId: number;
  destinationChainId: number;
}

/** The legacy envelope says UPSTREAM_RPC_ERROR ("node unavailable"), the versioned one UNSUPPORTED_ROUTE. */
export function checkChainsUp(
  chains: SandboxChains | undefined,
  q: ChainPair,
  envelope: 'legacy' | 'v1',
) {
  if (!chains) return;
  for (const param of ['originChainId', 'destinationChainId'] as const) {
    const chainId = q[param];
    if (chains.get(chainId) === undefined || chains.isUp(chainId)) continue;
    throw new Failure(
      503,
      envelope === 'legacy' ? 'UPSTREAM_RPC_ERROR' : 'UNSUPPORTED_ROUTE',
      `chain ${chainId} is unavailable: its node is restarting; try again in a few seconds`,
      param,
    );
  }
}
