// What a deposit address accepts: every origin token of the destination's asset with an
// available route to the destination chain, priced by world/pricing so the limits, fees and
// fill times agree with capabilities and quotes.
import type { z } from 'zod';
import { getChain } from '../../../contract/chains';
import type { supportedInput } from '../../../contract/schemas/deposit-addresses';
import { timing } from '../deposits/timing';
import { Failure } from '../../../contract/failure';
import { PCT_SCALE, fillTimeSec, limits, price, unitsToUsd } from '../world/pricing';
import { chainStatus, tokenRoute } from '../world/routes';
import { findToken, worldTokens, type WorldToken } from '../world/tokens';

/** Simulated ms from funds arriving at a deposit address to the sweep into the bridge. */
export const SWEEP_DELAY_MS = 30_000;

type SupportedInputWire = z.input<typeof supportedInput>;

const invalid = (param: string, message: string) =>
  new Failure(400, 'INVALID_PARAM', message, param);
const chainName = (id: number) => getChain(id)?.name ?? `chain ${id}`;

export const tokenInfo = (t: WorldToken) => ({
  chainId: t.chainId,
  address: t.address,
  symbol: t.symbol,
  name: t.name,
  decimals: t.decimals,
});

/** Origin tokens that bridge to `destination` now (same asset, route available). */
export function inputTokensFor(destination: WorldToken, at: Date): WorldToken[] {
  return worldTokens.filter(
    (t) =>
      t.family === destination.family &&
      tokenRoute(t, destination.chainId, at).status === 'available',
  );
}

/** The destination token of a request, or INVALID_PARAM naming the field that rules it out. */
export function resolveDestination(
  token: { chainId: number; address: string },
  at: Date,
): WorldToken {
  const chain = chainStatus(token.chainId, at);
  if (chain.reason) {
    throw invalid(
      'destination.token.chainId',
      `Unsupported destination: no route to chain ${token.chainId}. ${chain.reason.message}`,
    );
  }
  const destination = findToken(token.chainId, token.address);
  if (!destination) {
    throw invalid(
      'destination.token.address',
      `Unsupported destination: token ${token.address} is not supported on ${chainName(token.chainId)}`,
    );
  }
  if (inputTokensFor(destination, at).length === 0) {
    // Say why, from one of the routes that would otherwise reach it.
    const origin = worldTokens.find(
      (t) => t.family === destination.family && t.chainId !== destination.chainId,
    );
    const why = origin ? tokenRoute(origin, destination.chainId, at).reason?.message : undefined;
    throw invalid(
      'destination.token.address',
      `Unsupported destination: no route to ${destination.symbol} on ${chainName(destination.chainId)}` +
        (why ? `. ${why}` : ''),
    );
  }
  return destination;
}

/**
 * Fees of the pricing model as one proportional part (scaled by 1e18, like every fee pct) and
 * one fixed part in USD. Priced at exactly 1e18 base units, the proportional fee amounts equal
 * their pct, so no rounding creeps in.
 */
function indicativeFees(input: WorldToken, destination: WorldToken) {
  const p = price(input, destination, PCT_SCALE);
  return {
    proportionalPct: (p.lp.amount + p.relayerCapital.amount).toString(),
    fixedFeeUsd: Number(unitsToUsd(input, p.destinationGas.amount)),
  };
}

/** One supported input. Fill times count from arrival, so they include the sweep. */
export function supportedInputFor(input: WorldToken, destination: WorldToken): SupportedInputWire {
  const l = limits(input, destination.chainId);
  const fill = SWEEP_DELAY_MS / 1000 + fillTimeSec(input.chainId, destination.chainId);
  return {
    originChainId: input.chainId,
    inputToken: tokenInfo(input),
    limits: { minInputAmount: l.minDeposit.toString(), maxInputAmount: l.maxDeposit.toString() },
    indicativeFees: indicativeFees(input, destination),
    indicativeFillTime: fill,
    // Above maxDepositInstant a relayer waits for extra confirmations (short-delay path).
    indicativeFillTimeRange: { min: fill, max: fill + timing.shortDelay / 1000 },
  };
}

export function supportedInputs(destination: WorldToken, at: Date): SupportedInputWire[] {
  return inputTokensFor(destination, at).map((t) => supportedInputFor(t, destination));
}
