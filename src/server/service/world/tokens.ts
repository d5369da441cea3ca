// The simulated world's tokens: real addresses and per-chain decimals
// (docs/interface-decisions.md#chains-and-decimals). USDC/USDT are 6 decimals almost everywhere but
// 18 on BNB Smart Chain; HyperCore spot 8.
import { zeroAddress } from 'viem';

export type TokenFamily = 'USDC' | 'USDT' | 'ETH' | 'DAI' | 'WBTC';

/** Assets the bridge itself moves; anything else reaches a transfer only through a DEX swap. */
export const bridgeableFamilies: ReadonlySet<TokenFamily> = new Set(['USDC', 'USDT', 'ETH']);
export const isBridgeable = (t: WorldToken) => bridgeableFamilies.has(t.family);

export interface WorldToken {
  chainId: number;
  address: `0x${string}`;
  symbol: string;
  name: string;
  decimals: number;
  family: TokenFamily;
  /** The zero address stands for the chain's native asset. */
  native: boolean;
}

export const NATIVE = zeroAddress;
/** OP-stack predeploy: WETH is at the same address on every OP-stack chain. */
const OP_WETH = '0x4200000000000000000000000000000000000006';

const usdc = (chainId: number, address: `0x${string}`, decimals = 6): WorldToken => ({
  chainId,
  address,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals,
  family: 'USDC',
  native: false,
});
const usdt = (chainId: number, address: `0x${string}`, decimals = 6): WorldToken => ({
  chainId,
  address,
  symbol: 'USDT',
  name: 'Tether USD',
  decimals,
  family: 'USDT',
  native: false,
});
const weth = (chainId: number, address: `0x${string}`): WorldToken => ({
  chainId,
  address,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
  family: 'ETH',
  native: false,
});
const dai = (chainId: number, address: `0x${string}`): WorldToken => ({
  chainId,
  address,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
  decimals: 18,
  family: 'DAI',
  native: false,
});
const wbtc = (chainId: number, address: `0x${string}`): WorldToken => ({
  chainId,
  address,
  symbol: 'WBTC',
  name: 'Wrapped BTC',
  decimals: 8,
  family: 'WBTC',
  native: false,
});
/** DAI shares one address on Optimism and Arbitrum (the bridged-token factory). */
const L2_DAI = '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1';
const eth = (chainId: number): WorldToken => ({
  chainId,
  address: NATIVE,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  family: 'ETH',
  native: true,
});

export const worldTokens: readonly WorldToken[] = [
  // Ethereum
  usdc(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  usdt(1, '0xdAC17F958D2ee523a2206206994597C13D831ec7'),
  weth(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
  eth(1),
  dai(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F'),
  wbtc(1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'),
  // Optimism
  usdc(10, '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'),
  weth(10, OP_WETH),
  eth(10),
  usdt(10, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'),
  dai(10, L2_DAI),
  wbtc(10, '0x68f180fcCe6836688e9084f035309E29Bf0A2095'),
  // BNB Smart Chain: USDC and USDT have 18 decimals here
  usdc(56, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18),
  usdt(56, '0x55d398326f99059fF775485246999027B3197955', 18),
  // Polygon
  usdc(137, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
  usdt(137, '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'),
  weth(137, '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619'),
  dai(137, '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063'),
  wbtc(137, '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6'),
  // Base
  usdc(8453, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
  weth(8453, OP_WETH),
  eth(8453),
  dai(8453, '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb'),
  // Arbitrum One
  usdc(42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'),
  weth(42161, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  eth(42161),
  usdt(42161, '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'),
  dai(42161, L2_DAI),
  wbtc(42161, '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f'),
  // OP-stack chains with the WETH predeploy
  weth(130, OP_WETH),
  eth(130),
  weth(480, OP_WETH),
  eth(480),
  weth(57073, OP_WETH),
  eth(57073),
  // HyperCore (special ledger): spot USDC with 8 decimals at its system address
  usdc(1337, '0x2000000000000000000000000000000000000000', 8),
  // Deprecated chains keep their tokens so the reason for unavailability can be shown
  weth(81457, '0x4300000000000000000000000000000000000004'),
  eth(81457),
  weth(534352, '0x5300000000000000000000000000000000000004'),
  eth(534352),
];

/** USD prices as decimal strings (what /swap/tokens reports as priceUsd). */
export const familyPriceUsd: Record<TokenFamily, string> = {
  USDC: '0.99985',
  USDT: '1.00012',
  ETH: '3150.42',
  DAI: '0.99991',
  WBTC: '97250.10',
};

/**
 * Logos are served by Ferry's own web app (public/tokens), so the embedded world never makes
 * the browser fetch from another host; the real service returns absolute CDN URLs instead.
 */
export const logoUrl = (symbol: string) => `/tokens/${symbol.toLowerCase()}.svg`;

export function findToken(chainId: number, address: string): WorldToken | undefined {
  const a = address.toLowerCase();
  return worldTokens.find((t) => t.chainId === chainId && t.address.toLowerCase() === a);
}

export function tokensOn(chainId: number): WorldToken[] {
  return worldTokens.filter((t) => t.chainId === chainId);
}

/** The token of `family` a transfer arrives as on `chainId`: native ETH stays native where it exists. */
export function counterpart(input: WorldToken, destinationChainId: number): WorldToken | undefined {
  const candidates = tokensOn(destinationChainId).filter((t) => t.family === input.family);
  return candidates.find((t) => t.native === input.native) ?? candidates[0];
}

export const worldChainIds = [...new Set(worldTokens.map((t) => t.chainId))];

/**
 * The approve amounts a spender needs, in order, for `needed` over the `allowance` it has: none
 * when it is enough (or native), USDT's approve(0) first over a non-zero one (its approve reverts
 * from one non-zero allowance to another), as the real service asks.
 */
export function approveAmounts(t: WorldToken, allowance: bigint, needed: bigint): bigint[] {
  if (t.native || allowance >= needed) return [];
  return t.family === 'USDT' && allowance > 0n ? [0n, needed] : [needed];
}
