// Shared by the catalogue's contract tests: real addresses, a raw legacy GET that returns the
// status and JSON body (for requests the typed client would refuse), and an error matcher.
import { expect } from 'vitest';
import type { LimitsQuery } from '../../../../contract/schemas/fees-limits';
import { USDC } from '../../../../contract/testing/values';
import type { TestService } from '../../testing/harness';
import { findToken } from '../../world/tokens';

export {
  DEPOSITOR,
  RECIPIENT,
  USDC,
  WETH,
  ZERO_ADDRESS,
} from '../../../../contract/testing/values';
export const INTEGRATOR = '0xf00d';
export const USDC_BNB = '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d';
export const USDT_ETH = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
export const USDT_BNB = '0x55d398326f99059fF775485246999027B3197955';
export const WETH_SCROLL = '0x5300000000000000000000000000000000000004';
/** A token contract: a recipient that may take a message. */
export const CONTRACT_RECIPIENT = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

/** USDC from Arbitrum to Base: the route the fee and limit suites start from. */
export const usdcArbToBase: LimitsQuery = {
  inputToken: USDC.arbitrum,
  outputToken: USDC.base,
  originChainId: '42161',
  destinationChainId: '8453',
  integratorId: INTEGRATOR,
};
/** The world's USDC on Arbitrum and on Base (decimals, prices). */
export const usdcArb = () => findToken(42161, USDC.arbitrum)!;
export const usdcBase = () => findToken(8453, USDC.base)!;

export interface RawAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** GET a legacy path (under /api) with `query` as given, integratorId NOT added. */
export async function rawGet(
  t: TestService,
  path: string,
  query: Record<string, string>,
  key?: string | null,
): Promise<RawAnswer> {
  const qs = new URLSearchParams(query).toString();
  const res = await t.fetch(`${path}${qs ? `?${qs}` : ''}`, key === undefined ? {} : { key });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export { expectFailure } from '../../testing/expect-failure';

/** A legacy error body in the documented envelope. */
export function expectLegacyError(
  a: RawAnswer,
  want: { status: number; code?: string; param?: string },
) {
  expect(a.status).toBe(want.status);
  expect(a.body).toMatchObject({ type: 'ServiceApiError', status: want.status });
  expect(typeof a.body.message).toBe('string');
  expect(typeof a.body.id).toBe('string');
  expect(a.body.code).toBe(want.code);
  if (want.param !== undefined) expect(a.body.param).toBe(want.param);
}
