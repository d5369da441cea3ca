// How much of a balance the form offers to send: MAX and the 25/50/75 % quick-fills. A native
// coin also pays the gas of the deposit itself, so a reserve stays behind; sending it all would
// leave the transaction unable to pay for itself.
import { parseAmount } from '../../../contract/amounts';
import type { BalanceState } from './balance-state';
import { NATIVE_TOKEN } from './balance-read';
import type { TokenOption } from './route-options';

// Generous for one deposit at busy times, small next to a typical transfer. Ethereum's gas is
// dear; BNB and POL are cheaper per unit of work but priced differently.
const RESERVE_BY_CHAIN: Readonly<Record<number, string>> = {
  1: '0.005',
  56: '0.002',
  137: '0.5',
};
const DEFAULT_RESERVE = '0.0005';

export function isNativeToken(token: Pick<TokenOption, 'input'>): boolean {
  return token.input.address.toLowerCase() === NATIVE_TOKEN;
}

/** The amount of the origin chain's native coin kept back for gas, in its base units. */
export function gasReserve(chainId: number, decimals: number): bigint {
  const parsed = parseAmount(RESERVE_BY_CHAIN[chainId] ?? DEFAULT_RESERVE, decimals);
  return parsed.ok ? parsed.value : 0n;
}

export interface Sendable {
  /** The most the form offers: the balance less any gas reserve, within the route's maximum. */
  max: bigint;
  /** Kept back for gas (0 for a token that is not the native coin). */
  reserve: bigint;
  /** The route's maximum is below the balance. */
  cappedByLimit: boolean;
}

export function sendable(
  token: TokenOption,
  originChainId: number,
  balance: BalanceState,
): Sendable | undefined {
  if (balance.kind !== 'known') return undefined;
  const reserve = isNativeToken(token) ? gasReserve(originChainId, token.input.decimals) : 0n;
  const spendable = balance.value > reserve ? balance.value - reserve : 0n;
  if (spendable === 0n) return undefined;
  const limit = token.limits.max;
  const cappedByLimit = limit > 0n && limit < spendable;
  return { max: cappedByLimit ? limit : spendable, reserve, cappedByLimit };
}

/** A share of the most that can be sent, cut down (never up) to a whole base unit. */
export function share(max: bigint, percent: number): bigint {
  return (max * BigInt(percent)) / 100n;
}
