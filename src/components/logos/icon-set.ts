// Chain and token marks from @web3icons/react, shipped with the app (no remote fetch). Loaded as
// a chunk of its own (about 24 KB gzip), never with the first
// page: marks show as initials until it arrives. Icons are imported one by one so only these
// are bundled.
import NetworkArbitrumOne from '@web3icons/react/icons/networks/NetworkArbitrumOne';
import NetworkAvalanche from '@web3icons/react/icons/networks/NetworkAvalanche';
import NetworkBase from '@web3icons/react/icons/networks/NetworkBase';
import NetworkBinanceSmartChain from '@web3icons/react/icons/networks/NetworkBinanceSmartChain';
import NetworkBlast from '@web3icons/react/icons/networks/NetworkBlast';
import NetworkEthereum from '@web3icons/react/icons/networks/NetworkEthereum';
import NetworkHyperEvm from '@web3icons/react/icons/networks/NetworkHyperEvm';
import NetworkInk from '@web3icons/react/icons/networks/NetworkInk';
import NetworkLens from '@web3icons/react/icons/networks/NetworkLens';
import NetworkLinea from '@web3icons/react/icons/networks/NetworkLinea';
import NetworkLisk from '@web3icons/react/icons/networks/NetworkLisk';
import NetworkMegaEth from '@web3icons/react/icons/networks/NetworkMegaEth';
import NetworkMode from '@web3icons/react/icons/networks/NetworkMode';
import NetworkMonad from '@web3icons/react/icons/networks/NetworkMonad';
import NetworkOptimism from '@web3icons/react/icons/networks/NetworkOptimism';
import NetworkPlasma from '@web3icons/react/icons/networks/NetworkPlasma';
import NetworkPolygon from '@web3icons/react/icons/networks/NetworkPolygon';
import NetworkRobinhood from '@web3icons/react/icons/networks/NetworkRobinhood';
import NetworkScroll from '@web3icons/react/icons/networks/NetworkScroll';
import NetworkSolana from '@web3icons/react/icons/networks/NetworkSolana';
import NetworkSoneium from '@web3icons/react/icons/networks/NetworkSoneium';
import NetworkTempo from '@web3icons/react/icons/networks/NetworkTempo';
import NetworkTron from '@web3icons/react/icons/networks/NetworkTron';
import NetworkUnichain from '@web3icons/react/icons/networks/NetworkUnichain';
import NetworkWorld from '@web3icons/react/icons/networks/NetworkWorld';
import NetworkZksync from '@web3icons/react/icons/networks/NetworkZksync';
import NetworkZora from '@web3icons/react/icons/networks/NetworkZora';
import TokenBNB from '@web3icons/react/icons/tokens/TokenBNB';
import TokenDAI from '@web3icons/react/icons/tokens/TokenDAI';
import TokenETH from '@web3icons/react/icons/tokens/TokenETH';
import TokenGHO from '@web3icons/react/icons/tokens/TokenGHO';
import TokenHYPE from '@web3icons/react/icons/tokens/TokenHYPE';
import TokenMON from '@web3icons/react/icons/tokens/TokenMON';
import TokenPOL from '@web3icons/react/icons/tokens/TokenPOL';
import TokenUSDC from '@web3icons/react/icons/tokens/TokenUSDC';
import TokenUSDT from '@web3icons/react/icons/tokens/TokenUSDT';
import TokenWBTC from '@web3icons/react/icons/tokens/TokenWBTC';
import type { ComponentType, SVGProps } from 'react';

export type Mark = ComponentType<
  SVGProps<SVGSVGElement> & { size?: number | string; variant?: 'branded' | 'mono' | 'background' }
>;

/** By chain id (src/contract/chains.ts). Testnets share their network's mark. */
export const CHAIN_MARKS: Record<number, Mark> = {
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
export const TOKEN_MARKS: Record<string, Mark> = {
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
