// The fee block of a swap quote in the real service's shape. Every line is in the input token
// (converted at the world's spot prices), pct scaled by 1e18 against the input amount:
//   total    = bridge + app + swapImpact            (details.type "total-breakdown")
//   totalMax = bridge + app + maxSwapImpact         (the same at the slippage-bounded minimum)
//   originGas: the origin transaction's gas in the origin chain's native token (no pct)
// The bridge step's own fees are in the bridged token, with the across breakdown.
import { zeroAddress } from 'viem';
import { getChain } from '../../../contract/chains';
import { atSpot, PCT_SCALE, signedUsd, type FeeLine } from '../world/pricing';
import type { WorldToken } from '../world/tokens';
import { nativePriceUsd } from './gas-details';
import type { SwapQuote } from './swap-approval';
import { namedTokenRef } from './wire';

/** Gas prices of the simulated chains, in wei. */
const gasPriceWei: Record<number, bigint> = {
  1: 12_000_000_000n,
  56: 1_000_000_000n,
  137: 30_000_000_000n,
};
const L2_GAS_PRICE = 10_000_000n;

const line = (token: WorldToken, amount: bigint, base: bigint) => ({
  amount: amount.toString(),
  amountUsd: signedUsd(token, amount),
  pct: (base === 0n ? 0n : (amount * PCT_SCALE) / base).toString(),
  token: namedTokenRef(token),
});

/** USD value of `wei` of a native token priced at `priceUsd`, 2 decimals. */
function nativeUsd(wei: bigint, priceUsd: string): string {
  const [int = '0', frac = ''] = priceUsd.split('.');
  const cents = (wei * BigInt(int + frac) * 100n) / (10n ** 18n * 10n ** BigInt(frac.length));
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

function originGas(s: SwapQuote) {
  const chainId = s.input.chainId;
  const chain = getChain(chainId);
  const symbol = chain?.nativeSymbol ?? 'ETH';
  const wei = s.originGasUnits * (gasPriceWei[chainId] ?? L2_GAS_PRICE);
  return {
    amount: wei.toString(),
    amountUsd: nativeUsd(wei, nativePriceUsd[symbol] ?? nativePriceUsd.ETH ?? '0'),
    token: { chainId, address: zeroAddress, decimals: 18, symbol, name: symbol },
  };
}

export function swapFeesWire(s: SwapQuote) {
  const { plan, input, output } = s;
  const base = plan.inputAmount;
  const toInput = (amount: bigint, from: WorldToken) => atSpot(amount, from, input);
  const b = plan.bridge;
  const bridgeIn = (l: FeeLine) => toInput(l.amount, plan.bridgeIn);
  const across = {
    type: 'across',
    lp: line(input, bridgeIn(b.lp), base),
    relayerCapital: line(input, bridgeIn(b.relayerCapital), base),
    destinationGas: line(input, bridgeIn(b.destinationGas), base),
  };
  const bridge = bridgeIn(b.total);
  const app = toInput(plan.appFeeAmount, output);
  const swaps = plan.originSwap !== undefined || plan.destinationSwap !== undefined;
  // What the user gives up against the spot value of what arrives, less the bridge and app.
  const impact = (paid: bigint, arrives: bigint) =>
    swaps ? paid - toInput(arrives, output) - bridge - app : 0n;
  const swapImpact = impact(plan.inputAmount, plan.expectedOutputAmount);
  const maxSwapImpact = impact(plan.maxInputAmount, plan.minOutputAmount);
  const bridgeLine = { ...line(input, bridge, base), details: across };
  const stepLine = (l: FeeLine) => line(plan.bridgeIn, l.amount, b.inputAmount);
  const stepDetails = {
    lp: stepLine(b.lp),
    relayerCapital: stepLine(b.relayerCapital),
    destinationGas: stepLine(b.destinationGas),
  };
  return {
    quote: {
      total: {
        ...line(input, bridge + app + swapImpact, base),
        details: {
          type: 'total-breakdown',
          swapImpact: line(input, swapImpact, base),
          app: line(input, app, base),
          bridge: bridgeLine,
        },
      },
      totalMax: {
        ...line(input, bridge + app + maxSwapImpact, base),
        details: {
          type: 'max-total-breakdown',
          maxSwapImpact: line(input, maxSwapImpact, base),
          app: line(input, app, base),
          bridge: bridgeLine,
        },
      },
      originGas: originGas(s),
    },
    bridgeStep: {
      ...stepLine(b.total),
      details: { type: 'across', ...stepDetails },
      // Readers of the older documented shape look for the three lines on the step itself.
      ...stepDetails,
    },
  };
}
