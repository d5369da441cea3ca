// /limits gasFeeDetails: the destination fill's gas, in the destination's native units, derived
// from the same fee line pricing.ts charges, so tokenGasCost always equals the relayer gas fee.
import { familyPriceUsd, type WorldToken } from '../world/tokens';
import { getChain } from '../../../contract/chains';

/** Gas a fill uses on the destination (a spoke pool fillRelay, no message). */
const FILL_GAS_UNITS = 98_000n;
/** USD prices of native gas tokens that are not bridged assets in this world. */
export const nativePriceUsd: Record<string, string> = {
  ETH: familyPriceUsd.ETH,
  BNB: '612.30',
  POL: '0.21',
  HYPE: '38.50',
};
/** OP-stack chains also pay for their L1 data; the simulated share is a tenth of the cost. */
const opStack = new Set([10, 130, 480, 8453, 57073, 81457, 34443, 1868, 7777777, 1135]);

const rational = (decimal: string) => {
  const [int = '0', frac = ''] = decimal.split('.');
  return { n: BigInt(int + frac), d: 10n ** BigInt(frac.length) };
};

export function gasFeeDetails(input: WorldToken, destinationChainId: number, tokenGasCost: bigint) {
  const symbol = getChain(destinationChainId)?.nativeSymbol ?? 'ETH';
  const inUsd = rational(familyPriceUsd[input.family]);
  const nativeUsd = rational(nativePriceUsd[symbol] ?? familyPriceUsd.ETH);
  // tokenGasCost (input units) → USD → native wei (18 decimals everywhere in this world).
  const wei =
    (tokenGasCost * inUsd.n * nativeUsd.d * 10n ** 18n) /
    (inUsd.d * nativeUsd.n * 10n ** BigInt(input.decimals));
  const l1 = opStack.has(destinationChainId) ? wei / 10n : 0n;
  return {
    nativeGasCost: FILL_GAS_UNITS.toString(),
    opStackL1GasCost: l1.toString(),
    gasPrice: ((wei - l1) / FILL_GAS_UNITS).toString(),
    tokenGasCost: tokenGasCost.toString(),
  };
}
