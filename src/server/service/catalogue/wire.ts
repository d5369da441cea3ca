// Small wire shapes shared by the catalogue endpoints: token references, fee lines and times.
import { unitsToUsd, type FeeLine } from '../world/pricing';
import type { WorldToken } from '../world/tokens';

/** {chainId, address, decimals, symbol}: how quotes name a token. */
export const tokenRef = (t: WorldToken) => ({
  chainId: t.chainId,
  address: t.address,
  decimals: t.decimals,
  symbol: t.symbol,
});

/** tokenRef plus the name (swap approval, deposit addresses). */
export const namedTokenRef = (t: WorldToken) => ({ ...tokenRef(t), name: t.name });

/** A fee item of the swap API: base units of `token`, its USD value, pct scaled by 1e18. */
export const feeItem = (token: WorldToken, line: FeeLine) => ({
  amount: line.amount.toString(),
  amountUsd: unitsToUsd(token, line.amount),
  pct: line.pct.toString(),
  token: namedTokenRef(token),
});

/** Epoch ms → whole unix seconds. */
export const unixSeconds = (ms: number) => Math.floor(ms / 1000);

/** Mainnet's latest block timestamp at `ms` (12 s slots, aligned with chain-sim's numbering). */
export const mainnetBlockTimestamp = (ms: number) => unixSeconds(ms) - (unixSeconds(ms) % 12);

/** Deposits may be filled for four hours of simulated time (suggested fees' fillDeadline). */
export const FILL_WINDOW_MS = 4 * 60 * 60 * 1000;
