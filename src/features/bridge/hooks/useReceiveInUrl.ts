// A shared link can name a token to receive that the route cannot deliver for the token sent:
// the form then receives the same asset; the URL is rewritten so it never claims another token.
import { useEffect } from 'react';
import type { BridgeSearch } from '../model/selection';
import type { BridgeSelection } from './useBridgeSelection';

export function useReceiveInUrl(
  s: BridgeSelection,
  search: BridgeSearch,
  onSearchChange: (patch: Partial<BridgeSearch>) => void,
) {
  const asked = search.toToken?.toLowerCase();
  const unmatched =
    asked !== undefined &&
    s.routeOpen &&
    !s.receiveLoading &&
    s.receive !== undefined &&
    s.receive.symbol.toLowerCase() !== asked &&
    s.receive.id !== asked;
  const used = unmatched ? s.receive?.symbol : undefined;
  useEffect(() => {
    if (used !== undefined) onSearchChange({ toToken: used });
  }, [used, onSearchChange]);
}
