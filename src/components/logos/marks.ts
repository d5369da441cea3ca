// Chain and token marks from @web3icons/react, shipped with the app (no remote fetch). Each mark
// is a chunk of its own (0.5–3 KB gzip), loaded the first time it is drawn: the first page
// fetches the two or three it shows, not all of them, and a logo shows initials (or the
// bundled image) until its mark arrives. Literal import() calls, so the bundler splits them.
import type { ComponentType, SVGProps } from 'react';

export type Mark = ComponentType<
  SVGProps<SVGSVGElement> & { size?: number | string; variant?: 'branded' | 'mono' | 'background' }
>;
export type MarkLoader = () => Promise<{ default: Mark }>;

const NetworkArbitrumOne: MarkLoader = () =>
  import('@web3icons/react/icons/networks/NetworkArbitrumOne');
const NetworkAvalanche: MarkLoader = () =>
  import('@web3icons/react/icons/networks/NetworkAvalanche');
const NetworkBase: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkBase');
const NetworkBinanceSmartChain: MarkLoader = () =>
  import('@web3icons/react/icons/networks/NetworkBinanceSmartChain');
const NetworkBlast: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkBlast');
const NetworkEthereum: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkEthereum');
const NetworkHyperEvm: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkHyperEvm');
const NetworkInk: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkInk');
const NetworkLens: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkLens');
const NetworkLinea: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkLinea');
const NetworkLisk: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkLisk');
const NetworkMegaEth: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkMegaEth');
const NetworkMode: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkMode');
const NetworkMonad: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkMonad');
const NetworkOptimism: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkOptimism');
const NetworkPlasma: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkPlasma');
const NetworkPolygon: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkPolygon');
const NetworkRobinhood: MarkLoader = () =>
  import('@web3icons/react/icons/networks/NetworkRobinhood');
const NetworkScroll: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkScroll');
const NetworkSolana: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkSolana');
const NetworkSoneium: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkSoneium');
const NetworkTempo: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkTempo');
const NetworkTron: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkTron');
const NetworkUnichain: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkUnichain');
const NetworkWorld: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkWorld');
const NetworkZksync: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkZksync');
const NetworkZora: MarkLoader = () => import('@web3icons/react/icons/networks/NetworkZora');
const TokenBNB: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenBNB');
const TokenDAI: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenDAI');
const TokenETH: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenETH');
const TokenGHO: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenGHO');
const TokenHYPE: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenHYPE');
const TokenMON: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenMON');
const TokenPOL: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenPOL');
const TokenUSDC: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenUSDC');
const TokenUSDT: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenUSDT');
const TokenWBTC: MarkLoader = () => import('@web3icons/react/icons/tokens/TokenWBTC');

/** By chain id (src/contract/chains.ts). Testnets share their network's mark. */
export const CHAIN_MARKS: Record<number, MarkLoader> = {
  1: NetworkEthereum,
  10: NetworkOptimism,
  56: NetworkBinanceSmartChain,
  130: NetworkUnichain,
  137: NetworkPolygon,
  143: NetworkMonad,
  232: NetworkLens,
  324: NetworkZksync,
  480: NetworkWorld,
  999: NetworkHyperEvm,
  1135: NetworkLisk,
  1337: NetworkHyperEvm, // HyperCore: Hyperliquid's mark
  1868: NetworkSoneium,
  4217: NetworkTempo,
  4326: NetworkMegaEth,
  4663: NetworkRobinhood,
  8453: NetworkBase,
  9745: NetworkPlasma,
  34443: NetworkMode,
  42161: NetworkArbitrumOne,
  43114: NetworkAvalanche,
  57073: NetworkInk,
  59144: NetworkLinea,
  81457: NetworkBlast,
  84532: NetworkBase,
  421614: NetworkArbitrumOne,
  534352: NetworkScroll,
  7777777: NetworkZora,
  11155111: NetworkEthereum,
  34268394551451: NetworkSolana,
  728126428: NetworkTron,
};

/** By upper-case symbol; a wrapped coin shares its coin's mark where the package has no own one. */
export const TOKEN_MARKS: Record<string, MarkLoader> = {
  BNB: TokenBNB,
  DAI: TokenDAI,
  ETH: TokenETH,
  WETH: TokenETH,
  GHO: TokenGHO,
  HYPE: TokenHYPE,
  MON: TokenMON,
  POL: TokenPOL,
  USDC: TokenUSDC,
  'USDC.E': TokenUSDC,
  USDT: TokenUSDT,
  USDT0: TokenUSDT,
  WBTC: TokenWBTC,
};
