// A shared link can name a token the route does not carry (USDT from Arbitrum to Base): the
// form then picks another one. Say so, and write the token actually used into the URL, so the
// address bar never claims one token while the form sends another.
import { useEffect, useState } from 'react';
import { findToken } from '../model/route-options';
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
  const [substitution, setSubstitution] = useState<TokenSubstitution>();
  const asked = search.token;
  const replaced =
    asked !== undefined &&
    s.route !== undefined &&
    s.tokens.length > 0 &&
    s.token !== undefined &&
    findToken(s.tokens, asked) === undefined;
  const used = replaced ? s.token?.symbol : undefined;
  useEffect(() => {
    if (!replaced || used === undefined || asked === undefined) return;
    setSubstitution({
      asked,
      used,
      originName: s.originName ?? 'the origin chain',
      destinationName: s.destinationName ?? 'the destination chain',
    });
    onSearchChange({ token: used });
  }, [replaced, asked, used, s.originName, s.destinationName, onSearchChange]);
  return { substitution, dismiss: () => setSubstitution(undefined) };
}
