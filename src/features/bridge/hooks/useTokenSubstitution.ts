// A shared link can name a token an open route does not carry (USDC from Scroll, where only
// WETH and ETH are listed): the form then picks another one. Say so, and write the token
// actually used into the URL, so the address bar never claims one token while the form sends
// another. On a closed route nothing is replaced (ClosedChainNotice says why).
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { findToken, SOME_CHAIN } from '../model/route-options';
import type { BridgeSearch } from '../model/selection';
import type { BridgeSelection } from './useBridgeSelection';

export interface TokenSubstitution {
  asked: string;
  used: string;
  originName: string;
  destinationName: string;
}

export function useTokenSubstitution(
  s: BridgeSelection,
  search: BridgeSearch,
  onSearchChange: (patch: Partial<BridgeSearch>) => void,
): { substitution: TokenSubstitution | undefined; dismiss: () => void } {
  const t = useT();
  const [state, setState] = useState<{ shown?: TokenSubstitution; dismissed: boolean }>({
    dismissed: false,
  });
  const asked = search.token;
  const replaced =
    asked !== undefined &&
    s.routeOpen &&
    s.tokens.length > 0 &&
    s.token !== undefined &&
    findToken(s.tokens, asked) === undefined;
  const used = replaced ? s.token?.symbol : undefined;
  // Remembered past the URL update that makes `replaced` false again (state set while
  // rendering, React's pattern for information derived from a change of props).
  if (used !== undefined && asked !== undefined && state.shown?.asked !== asked) {
    setState({
      shown: {
        asked,
        used,
        originName: s.originName ?? t.formatMessage(SOME_CHAIN.origin),
        destinationName: s.destinationName ?? t.formatMessage(SOME_CHAIN.destination),
      },
      dismissed: false,
    });
  }
  useEffect(() => {
    if (used !== undefined) onSearchChange({ token: used });
  }, [used, onSearchChange]);
  return {
    substitution: state.dismissed ? undefined : state.shown,
    dismiss: () => setState((prev) => ({ ...prev, dismissed: true })),
  };
}
