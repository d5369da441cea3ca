// Checks a quote request against the simulated world: route, tokens, amount limits and addresses,
// each failure with its code (docs/interface-decisions.md#error-codes) and a message that names the
// problem.
import { getAddress, isAddress } from 'viem';
import { formatAmount } from '../../../contract/amounts';
import { getChain } from '../../../contract/chains';
import { Failure } from '../../../contract/failure';
import { price, priceForOutput, type Pricing } from '../world/pricing';
import { routeStatus, tokenRoute } from '../world/routes';
import { findToken, type WorldToken } from '../world/tokens';

const invalid = (field: string, message: string) =>
  new Failure(400, 'INVALID_REQUEST', message, field);
const unsupported = (message: string) => new Failure(400, 'UNSUPPORTED_ROUTE', message);

const chainName = (id: number) => getChain(id)?.name ?? `chain ${id}`;

export interface RouteRequest {
  originChainId: number;
  destinationChainId: number;
  inputToken: string;
  outputToken: string;
}

/** The world tokens of an available route, or the reason it is not offered. */
export function resolveRoute(
  r: RouteRequest,
  now: Date,
): { input: WorldToken; output: WorldToken } {
  const route = routeStatus(r.originChainId, r.destinationChainId, now);
  if (route.reason) throw unsupported(route.reason.message);
  const input = findToken(r.originChainId, r.inputToken);
  if (!input) {
    throw invalid(
      'inputToken',
      `inputToken ${r.inputToken} is not a supported token on ${chainName(r.originChainId)}`,
    );
  }
  const output = findToken(r.destinationChainId, r.outputToken);
  if (!output) {
    throw invalid(
      'outputToken',
      `outputToken ${r.outputToken} is not a supported token on ${chainName(r.destinationChainId)}`,
    );
  }
  const tokens = tokenRoute(input, r.destinationChainId, now);
  if (tokens.reason) throw unsupported(tokens.reason.message);
  if (output.family !== input.family) {
    throw unsupported(
      `${input.symbol} bridges to ${tokens.output?.symbol ?? input.symbol} only; swapping to ${output.symbol} is not offered on this route`,
    );
  }
  return { input, output };
}

const formatUnits = (amount: bigint, t: WorldToken) =>
  `${formatAmount(amount, t.decimals)} ${t.symbol}`;

/** Price the transfer (exact input or exact output) and hold it to the route's limits. */
export function priceWithinLimits(
  input: WorldToken,
  output: WorldToken,
  amount: bigint,
  tradeType: 'exactInput' | 'exactOutput',
): Pricing {
  const p =
    tradeType === 'exactOutput'
      ? priceForOutput(input, output, amount)
      : price(input, output, amount);
  const { minDeposit, maxDeposit } = p.limits;
  if (p.inputAmount < minDeposit) {
    throw new Failure(
      400,
      'AMOUNT_TOO_LOW',
      `Input amount ${p.inputAmount} is below the minimum deposit of ${minDeposit} (${formatUnits(minDeposit, input)})`,
    );
  }
  if (p.inputAmount > maxDeposit) {
    throw new Failure(
      400,
      'AMOUNT_TOO_HIGH',
      `Input amount ${p.inputAmount} exceeds the maximum deposit of ${maxDeposit} (${formatUnits(maxDeposit, input)})`,
    );
  }
  return p;
}

/** An EVM address field, checksummed; a bad checksum or a non-EVM address names the field. */
export function evmField(field: string, value: string): `0x${string}` {
  if (!isAddress(value)) {
    throw invalid(field, `${field} must be an EVM address with a valid checksum, got ${value}`);
  }
  return getAddress(value);
}
