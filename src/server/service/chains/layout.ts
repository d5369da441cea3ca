// What each sandbox chain holds, at the real addresses of the world (world/tokens.ts,
// world/spokes.ts): every ERC-20 of the world on that chain, the wrapped native token the spoke
// pool wraps and unwraps, the spoke pool and the multicall handler.
import { multicallHandler, spokePoolAddress } from '../world/spokes';
import { NATIVE, tokensOn, type WorldToken } from '../world/tokens';

import { NON_EVM } from './chain-ids';

export { sandboxChainIds } from './chain-ids';

/** How a token behaves, following the real one on that chain. */
export type TokenKind =
  /** Circle's FiatToken: EIP-2612 permit and EIP-3009 authorizations, domain version "2". */
  | 'usdc'
  /** A standard ERC-20 with EIP-2612 permit. */
  | 'permit'
  /** A standard ERC-20 without signatures (USDT, WBTC, Binance-peg USDC, mainnet DAI). */
  | 'plain'
  /** The chain's wrapped native coin (WETH9's deposit and withdraw). */
  | 'wrapped-native';

export interface TokenPlacement {
  token: Pick<WorldToken, 'address' | 'name' | 'symbol' | 'decimals'>;
  kind: TokenKind;
  /** EIP-712 domain version of permit / authorizations. */
  version?: string;
}

export interface ChainLayout {
  chainId: number;
  tokens: TokenPlacement[];
  /** What the spoke pool wraps a native deposit into. */
  wrappedNative: `0x${string}`;
  spokePool: `0x${string}`;
  multicallHandler: `0x${string}`;
}

/** Wrapped native coins of chains whose native coin is not ETH (the world lists no token for them). */
const otherWrappedNative: Record<number, TokenPlacement['token']> = {
  56: {
    address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    name: 'Wrapped BNB',
    symbol: 'WBNB',
    decimals: 18,
  },
  137: {
    address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    name: 'Wrapped Polygon Ecosystem Token',
    symbol: 'WPOL',
    decimals: 18,
  },
};

/** Layer-2 DAI (the bridged-token factory's) has EIP-2612; mainnet DAI's permit is its own, and the PoS and Base bridges' copies have none. */
const DAI_WITH_PERMIT = new Set([10, 42161]);

function kindOf(t: WorldToken, hasNativeEth: boolean): Omit<TokenPlacement, 'token'> {
  switch (t.family) {
    case 'USDC':
      return t.chainId === 56 ? { kind: 'plain' } : { kind: 'usdc', version: '2' };
    case 'ETH':
      return hasNativeEth ? { kind: 'wrapped-native' } : { kind: 'plain' };
    case 'DAI':
      return DAI_WITH_PERMIT.has(t.chainId) ? { kind: 'permit', version: '2' } : { kind: 'plain' };
    default:
      return { kind: 'plain' };
  }
}

export function chainLayout(chainId: number): ChainLayout {
  const tokens = tokensOn(chainId);
  const hasNativeEth = tokens.some((t) => t.address === NATIVE);
  const placements: TokenPlacement[] = tokens
    .filter((t) => t.address !== NATIVE)
    .map((t) => ({ token: t, ...kindOf(t, hasNativeEth) }));
  const other = otherWrappedNative[chainId];
  if (other) placements.push({ token: other, kind: 'wrapped-native' });
  const wrapped = placements.find((p) => p.kind === 'wrapped-native');
  if (!wrapped) throw new Error(`Chain ${chainId} has no wrapped native token in the world`);
  return {
    chainId,
    tokens: placements,
    wrappedNative: wrapped.token.address,
    spokePool: spokePoolAddress(chainId),
    multicallHandler: multicallHandler(chainId),
  };
}

/**
 * Whether a depositor can fund a transfer of `t` by signature alone (EIP-3009 or EIP-2612), as
 * the real token allows; native coins, WETH, USDT and the like need a transaction.
 */
export function hasSignatureScheme(t: WorldToken): boolean {
  if (t.native) return false;
  if (NON_EVM.has(t.chainId)) return true;
  const kind = kindOf(
    t,
    tokensOn(t.chainId).some((w) => w.address === NATIVE),
  ).kind;
  return kind === 'usdc' || kind === 'permit';
}
