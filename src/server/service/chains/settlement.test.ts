// The sandbox relayer fills only what the route table allows; anything else is refunded after its
// fill deadline. Checked on the deposit's facts, as the relayer sees them in a FundsDeposited log.
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { relayerTakes } from './settlement';

const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const ARB_WETH = '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1';
const OP_USDT = '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58';
const L2_DAI = '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1';
const BLAST_WETH = '0x4300000000000000000000000000000000000004';
const at = new Date(Date.UTC(2026, 10, 21));

const usdc = (amount: string) => ({
  depositor: '0x1111111111111111111111111111111111111111',
  inputAmount: String(parseUnits(amount, 6)),
  outputAmount: String(parseUnits(amount, 6) - parseUnits('0.05', 6)),
});

describe('relayerTakes', () => {
  it('fills a route the table has: USDC Arbitrum → Base', () => {
    const f = { ...usdc('50'), originChainId: 42161, destinationChainId: 8453 };
    expect(relayerTakes({ ...f, inputToken: ARB_USDC, outputToken: BASE_USDC }, at)).toBe(true);
  });

  it('refuses a same-chain deposit', () => {
    const f = { ...usdc('50'), originChainId: 42161, destinationChainId: 42161 };
    expect(relayerTakes({ ...f, inputToken: ARB_USDC, outputToken: ARB_USDC }, at)).toBe(false);
  });

  it('refuses DAI → DAI: DAI reaches another chain only by a swap, not as a route of its own', () => {
    const f = {
      depositor: '0x1111111111111111111111111111111111111111',
      inputAmount: String(parseUnits('50', 18)),
      outputAmount: String(parseUnits('49', 18)),
      originChainId: 42161,
      destinationChainId: 10,
    };
    expect(relayerTakes({ ...f, inputToken: L2_DAI, outputToken: L2_DAI }, at)).toBe(false);
  });

  it('refuses the deprecated Blast route', () => {
    const f = {
      depositor: '0x1111111111111111111111111111111111111111',
      inputAmount: String(parseUnits('1', 18)),
      outputAmount: String(parseUnits('0.99', 18)),
      originChainId: 42161,
      destinationChainId: 81457,
    };
    expect(relayerTakes({ ...f, inputToken: ARB_WETH, outputToken: BLAST_WETH }, at)).toBe(false);
  });

  it('fills a deposit asking an output of another family, at no more than its worth', () => {
    const f = { ...usdc('50'), originChainId: 42161, destinationChainId: 10 };
    expect(relayerTakes({ ...f, inputToken: ARB_USDC, outputToken: OP_USDT }, at)).toBe(true);
    const tooMuch = { ...f, outputAmount: String(parseUnits('51', 6)) };
    expect(relayerTakes({ ...tooMuch, inputToken: ARB_USDC, outputToken: OP_USDT }, at)).toBe(
      false,
    );
  });
});
