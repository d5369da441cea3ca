// Resolves the route of a legacy quote call (/limits, /suggested-fees, /swap/approval) and turns
// every reason it cannot be quoted into the legacy error the real service answers with.
import { CHAINS, getChain } from '../../../contract/chains';
import { formatAmount } from '../../../contract/amounts';
import { Failure } from '../../../contract/failure';
import { routeStatus, tokenRoute } from '../world/routes';
import { findToken, type WorldToken } from '../world/tokens';
import type { Limits } from '../world/pricing';

export interface Route {
  input: WorldToken;
  output: WorldToken;
}

export interface RouteQuery {
  originChainId: number;
  destinationChainId: number;
  inputToken: string;
  outputToken?: string | undefined;
}

const invalid = (param: string, message: string) =>
  new Failure(400, 'INVALID_PARAM', message, param);
const notEnabled = (message: string) => new Failure(400, 'ROUTE_NOT_ENABLED', message);

/** Chain ids must be among those the service knows. */
export function checkChain(param: 'originChainId' | 'destinationChainId', chainId: number) {
  if (getChain(chainId)) return;
  const allowed = CHAINS.map((c) => c.id).join(', ');
  throw invalid(param, `Unsupported ${param} ${chainId}. Allowed values: ${allowed}`);
}

/**
 * The route from `inputToken` on the origin to `outputToken` on the destination (or, without
 * an output token, the input's counterpart there). `inputParam` names the field in errors
 * (`token` on the older /limits form).
 */
export function resolveRoute(q: RouteQuery, at: Date, inputParam = 'inputToken'): Route {
  checkChain('originChainId', q.originChainId);
  checkChain('destinationChainId', q.destinationChainId);
  // Chain-level reasons first: a deprecated chain says so (with its date) whatever the token.
  const chains = routeStatus(q.originChainId, q.destinationChainId, at);
  if (chains.reason) {
    throw notEnabled(
      `Route ${q.originChainId} → ${q.destinationChainId} is not enabled: ${chains.reason.message}`,
    );
  }
  const input = findToken(q.originChainId, q.inputToken);
  if (!input) {
    throw invalid(
      inputParam,
      `Token ${q.inputToken} is not supported on originChainId ${q.originChainId}`,
    );
  }
  const route = tokenRoute(input, q.destinationChainId, at);
  const output =
    q.outputToken === undefined ? route.output : findToken(q.destinationChainId, q.outputToken);
  if (q.outputToken !== undefined && !output) {
    throw invalid(
      'outputToken',
      `Token ${q.outputToken} is not supported on destinationChainId ${q.destinationChainId}`,
    );
  }
  if (route.reason)
    throw notEnabled(`${input.symbol} route is not enabled: ${route.reason.message}`);
  // Routes bridge one asset; a different asset on arrival would need a swap we do not offer.
  if (!output || output.family !== input.family) {
    throw notEnabled(
      `No route from ${input.symbol} on ${q.originChainId} to ${output?.symbol} on ${q.destinationChainId}`,
    );
  }
  return { input, output };
}

/** /limits and /suggested-fees refuse differing decimals unless the caller opts in. */
export function checkDecimals(route: Route, allowUnmatchedDecimals: boolean | undefined) {
  if (route.input.decimals === route.output.decimals || allowUnmatchedDecimals === true) return;
  throw invalid(
    'allowUnmatchedDecimals',
    `Input token has ${route.input.decimals} decimals and output token ${route.output.decimals}; ` +
      'set allowUnmatchedDecimals=true to accept amounts in different decimals',
  );
}

/** A message is run by the recipient's handler, so the recipient must be a contract. */
export function checkRecipientMessage(
  recipient: string | undefined,
  message: string | undefined,
  isContract: (address: string) => boolean,
) {
  if (message === undefined || message === '0x') return;
  if (recipient === undefined || !isContract(recipient)) {
    throw invalid('recipient', 'Recipient must be a contract when a message is provided');
  }
}

/** "5000000000000 (5,000,000 USDC)": the exact figure, and one a person can read. */
export function statedAmount(token: WorldToken, amount: bigint): string {
  const readable = formatAmount(amount, token.decimals, { grouping: true, maxFractionDigits: 6 });
  return `${amount} (${readable} ${token.symbol})`;
}

/** AMOUNT_TOO_HIGH, its message stating the limit, as the service's does. */
export function checkMaxAmount(token: WorldToken, amount: bigint, limits: Limits) {
  if (amount <= limits.maxDeposit) return;
  throw new Failure(
    400,
    'AMOUNT_TOO_HIGH',
    `Amount exceeds max. deposit limit: ${statedAmount(token, limits.maxDeposit)}`,
    'amount',
  );
}

/** AMOUNT_TOO_LOW / AMOUNT_TOO_HIGH for an input amount outside the route's deposit limits. */
export function checkAmount(token: WorldToken, amount: bigint, limits: Limits) {
  checkMaxAmount(token, amount, limits);
  if (amount < limits.minDeposit) {
    throw new Failure(
      400,
      'AMOUNT_TOO_LOW',
      `Amount is below the min. deposit limit: ${statedAmount(token, limits.minDeposit)}`,
      'amount',
    );
  }
}
