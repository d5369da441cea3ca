// Every fee line's name and meaning, in one exhaustive map: a new fee key fails the build here.
import type { FeeKey } from './quote-view';

export interface FeeCopy {
  label: string;
  help: (destination: string) => string;
}

export const FEE_COPY = {
  lp: {
    label: 'Liquidity provider fee',
    help: () => 'Paid to the liquidity pool that backs the transfer.',
  },
  relayerCapital: {
    label: 'Relayer capital fee',
    help: () => 'Paid to the relayer for lending its own funds until the transfer settles.',
  },
  destinationGas: {
    label: 'Destination gas',
    help: (destination) => `Covers the relayer’s gas to deliver on ${destination}.`,
  },
  swapImpact: {
    label: 'Swap impact',
    help: () => 'What the swap costs against the market price: pool fees and price impact.',
  },
  total: {
    label: 'Total fees',
    help: () => 'Everything above, taken from the amount you send.',
  },
} as const satisfies Record<FeeKey, FeeCopy>;

/** "about 3 seconds", "about 2 minutes". */
export function formatFillTime(seconds: number): string {
  if (seconds < 1) return 'under a second';
  if (seconds < 90) {
    const s = Math.round(seconds);
    return `about ${s} second${s === 1 ? '' : 's'}`;
  }
  const m = Math.round(seconds / 60);
  return `about ${m} minute${m === 1 ? '' : 's'}`;
}
